import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DomainError, parseCohortTag } from '@fit/events';
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
Options: --json prints the full report. Exit code 0 when intact, 1 when an event was altered,
removed, reordered or inserted, 2 on a usage error.
Uses DATABASE_URL like the server (or the embedded PostgreSQL under .data/).`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { all: { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, tag] = positionals;
  if (values.help || !command || (command === 'verify' && !tag && !values.all) || !['verify', 'head'].includes(command)) {
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
    const cohortTag = values.all ? null : parseCohortTag(tag);
    const report = await verifyChain(services.orm, { cohortTag });
    if (values.json) console.log(JSON.stringify(report, null, 2));
    else if (report.ok) {
      console.log(
        `OK: ${report.scope === 'all' ? 'the whole log' : `cohort ${report.scope}`} is intact — ${report.eventsChecked} events checked, ${report.chainLength} chain links.`,
      );
      if (report.head) console.log(`Chain head: seq ${report.head.seq}, position ${report.head.position}, hash ${report.head.hash}`);
    } else {
      const f = report.failure!;
      console.log(`FAILED at position ${f.position}${f.seq ? ` (chain seq ${f.seq})` : ''}: ${f.reason}. ${f.message}`);
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
    console.log(`OK: ${replayed.categories.length} prize categories recomputed from the events (${replayed.scoreEvents} score events) match the published results.`);
  } else {
    console.log(`MISMATCH: the published results of ${differing.map((c) => `"${c.name}"`).join(', ') || 'the categories'} do not follow from the events.`);
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
