import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { DomainError, parseCohortTag, parseSavedHeads, TALLY_DIFFERS, TALLY_MATCHES, verdictWord } from '@fit/events';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
import { verifySavedHeads } from '../store/heads.js';
import { listPublicKeys } from '../store/signing.js';
import { loadConfig } from '../config.js';
import { createServices } from '../services.js';
import { chainHead, sealChain, verifyChain } from '../store/chain.js';
import { findCohort } from '../modules/cohorts/cohorts.read.js';
import { liveCategoryResults } from '../modules/judging/judging.read.js';
import { categoryResultsAsOf } from '../modules/audit/judging-audit.read.js';

const USAGE = `Usage:
  npm run audit -- verify <cohort-tag>   check the hash chain and every event of that cohort
  npm run audit -- verify --all          check every event of the log
  npm run audit -- head                  seal, then print the chain head (seq, position, hash)
  npm run audit -- public-key            print the instance's public signing key (Ed25519)
  npm run audit -- verify-head <saved>   is a saved head (JSON text, or a file holding a head,
                                         a list of heads or a saved feed) still part of today's chain?
Answers: Intact, Rewritten (an event was altered, removed, reordered or inserted, or a saved
head is no longer part of the chain) or Refused (a saved head not signed by this instance);
"Tally matches" or "Tally differs" for the prize categories. Options: --json prints the full
report. Exit code 0 when intact (and the tally matches), 1 otherwise, 2 on a usage error.
Uses DATABASE_URL like the server (or the embedded PostgreSQL under .data/).`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { all: { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, tag] = positionals;
  if (
    values.help ||
    !command ||
    (command === 'verify' && !tag && !values.all) ||
    (command === 'verify-head' && !tag) ||
    !['verify', 'head', 'public-key', 'verify-head'].includes(command)
  ) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const services = await createServices({ ...loadConfig(), redisUrl: null, redisProbe: false }, { log: () => {} });
  try {
    if (command === 'head') {
      await sealChain(services.orm, { wait: true });
      console.log(JSON.stringify(await chainHead(services.orm.em.fork())));
      return 0;
    }
    if (command === 'public-key') {
      const [key] = await listPublicKeys(services.orm.em.fork());
      if (values.json) console.log(JSON.stringify(key, null, 2));
      else console.log(`Signing key ${key!.keyId} (${key!.algorithm}, since ${key!.createdAt})\npublic key (raw, base64): ${key!.publicKey}\n${key!.pem.trim()}`);
      return 0;
    }
    if (command === 'verify-head') {
      const text = existsSync(tag!) ? readFileSync(tag!, 'utf8') : tag!;
      const v = await verifySavedHeads(services.orm, parseSavedHeads(text));
      if (values.json) console.log(JSON.stringify(v, null, 2));
      else if (v.verdict === 'rewritten') console.log(`${verdictWord(v.verdict)}: first position that differs: ${v.firstDifferingPosition}. ${v.message}`);
      else console.log(`${verdictWord(v.verdict)}: ${v.message}`);
      return v.ok ? 0 : 1;
    }
    const cohortTag = values.all ? null : parseCohortTag(tag);
    const report = await verifyChain(services.orm, { cohortTag });
    if (values.json) console.log(JSON.stringify(report, null, 2));
    else if (report.ok) {
      console.log(
        `${verdictWord('intact')}: ${report.scope === 'all' ? 'the whole log' : `cohort ${report.scope}`} — ${report.eventsChecked} events checked, ${report.chainLength} chain links.`,
      );
      if (report.head) console.log(`Chain head: seq ${report.head.seq}, position ${report.head.position}, hash ${report.head.hash}`);
      const [key] = await listPublicKeys(services.orm.em.fork());
      if (key) console.log(`Signing key: ${key.keyId} (Ed25519, public key ${key.publicKey})`);
    } else {
      const f = report.failure!;
      console.log(`${verdictWord('rewritten')} at position ${f.position}${f.seq ? ` (chain seq ${f.seq})` : ''}: ${f.reason}. ${f.message}`);
    }
    if (!report.ok || !cohortTag) return report.ok ? 0 : 1;
    return (await auditCategories(services.orm.em.fork(), cohortTag, !!values.json)) ? 0 : 1;
  } finally {
    await services.shutdown();
  }
}

/**
 * Every prize category recomputed from the chained events (jury scores included) and compared
 * with the published category results (read models): the same or a MISMATCH naming the category.
 */
async function auditCategories(em: Parameters<typeof findCohort>[0], tag: string, json: boolean): Promise<boolean> {
  if (!(await findCohort(em, tag))) return true;
  const replayed = await categoryResultsAsOf(em, tag, { kind: 'head' });
  if (replayed.categories.length === 0) return true;
  const live = await liveCategoryResults(em, tag);
  const differing = replayed.categories.filter((c, i) => JSON.stringify(c) !== JSON.stringify(live[i]));
  if (json) console.log(JSON.stringify({ categories: replayed.categories, mismatches: differing.map((c) => c.name) }, null, 2));
  else if (differing.length === 0 && live.length === replayed.categories.length) {
    console.log(
      `${capitalised(TALLY_MATCHES)}: ${replayed.categories.length} prize categories recomputed from the events (${replayed.scoreEvents} score events) match the published results.`,
    );
  } else {
    console.log(
      `${capitalised(TALLY_DIFFERS)}: the published results of ${differing.map((c) => `"${c.name}"`).join(', ') || 'the categories'} do not follow from the events.`,
    );
  }
  return differing.length === 0 && live.length === replayed.categories.length;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof DomainError ? `Error: ${err.message}` : err);
    process.exit(err instanceof DomainError ? 2 : 1);
  },
);
