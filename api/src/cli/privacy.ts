import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DomainError, isUuid, type EventMetadata } from '@fit/events';
import { loadConfig } from '../config.js';
import { createServices } from '../services.js';
import { eraseTeam } from '../modules/privacy/erase.js';
import { buildTeamExport } from '../modules/privacy/export.js';
import { runRetention } from '../modules/privacy/retention.js';
import { checkErasureConfirmation, parseErasureReason } from '../modules/privacy/privacy.routes.js';
import { findTeamByCode } from '../modules/teams/teams.read.js';
import { keyringOf } from '../privacy/keyring.js';
import { keyCounts, rotateDataKeys } from '../privacy/rotate.js';
import { sealStoredLog } from '../privacy/seal-log.js';

const USAGE = `Usage (docs/PRIVACY.md):
  npm run privacy -- erase <team id or code> --confirm <team code> [--reason instructor|request|retention]
        destroys the team's key: its personal data becomes unreadable everywhere, its sessions end
  npm run privacy -- export <team id or code> [--out file.json]
        everything held about a team (fit-team-export/v1), to a file or standard output
  npm run privacy -- retention      erases the teams whose cohort's retention is up, and lists them
  npm run privacy -- keys           how many data keys each master key wraps, and how many are erased
  npm run privacy -- rotate         re-wraps every data key under MASTER_KEY (then MASTER_KEYS_RETIRED can go)
  npm run privacy -- seal-log       seals events still stored in plain text (after a rolling upgrade)
Uses DATABASE_URL and REDIS_URL like the server, so running instances hear an erasure at once.`;

const cliMetadata = (): EventMetadata => ({ actor: { kind: 'system' }, requestId: randomUUID(), at: new Date().toISOString() });

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { confirm: { type: 'string' }, reason: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, target] = positionals;
  const known = ['erase', 'export', 'retention', 'keys', 'rotate', 'seal-log'];
  if (values.help || !command || !known.includes(command) || ((command === 'erase' || command === 'export') && !target)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const services = await createServices(loadConfig(), { log: () => {}, jobWorkers: false });
  try {
    const em = services.orm.em.fork();
    const teamIdOf = async (raw: string): Promise<string> => {
      if (isUuid(raw)) return raw;
      const team = await findTeamByCode(em, String(raw).trim().toUpperCase());
      if (!team) throw new DomainError('NOT_FOUND', 'Team not found');
      return team.id;
    };
    if (command === 'erase') {
      const teamId = await teamIdOf(target!);
      await checkErasureConfirmation(services, teamId, values.confirm);
      const report = await eraseTeam(services, cliMetadata(), teamId, parseErasureReason(values.reason));
      console.log(
        report.erasedNow
          ? `Erased team ${teamId}: its key is destroyed; ${report.sessionsEnded} session(s) ended, ${report.threadsRewritten} feedback thread(s) and ${report.judgingRowsRewritten} judging row(s) rewritten, ${report.exportsDeleted} stored export(s) deleted.`
          : `Team ${teamId} was already erased; its copies were let go of again.`,
      );
    } else if (command === 'export') {
      const data = await buildTeamExport(em, await teamIdOf(target!));
      const text = `${JSON.stringify(data, null, 2)}\n`;
      if (values.out) {
        writeFileSync(values.out, text, { mode: 0o600 });
        console.log(`Wrote ${values.out} (${data.events.length} events, ${data.answers.length} phases of answers).`);
      } else process.stdout.write(text);
    } else if (command === 'retention') {
      const report = await runRetention(services);
      console.log(report.erased.length === 0 ? 'No team is due for erasure.' : `Erased ${report.erased.length} team(s):`);
      for (const e of report.erased) console.log(`${e.teamId}\t${e.cohortTag}`);
    } else if (command === 'keys') {
      const counts = await keyCounts(em);
      for (const [id, n] of Object.entries(counts.live))
        console.log(`${n}\tkey(s) wrapped by master key ${id}${id === keyringOf(services.orm).master.current.id ? ' (current)' : ''}`);
      console.log(`${counts.erased}\terased`);
    } else if (command === 'rotate') {
      const { rewrapped, current } = await rotateDataKeys(em, keyringOf(services.orm));
      console.log(`Re-wrapped ${rewrapped} data key(s) under master key ${current}.`);
    } else {
      const n = await sealStoredLog(services.orm, { force: true, log: (m) => console.log(m) });
      console.log(n === 0 ? 'Every event is stored sealed.' : `Sealed ${n} event(s).`);
    }
  } finally {
    await services.shutdown();
  }
}

main().catch((err) => {
  console.error(err instanceof DomainError ? `Error: ${err.message}` : err);
  process.exit(1);
});
