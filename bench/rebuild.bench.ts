/**
 * Rebuild and audit benchmark: `npx tsx bench/rebuild.bench.ts`.
 *
 * Generates 1,000,000 realistic events directly in a fresh database (bulk SQL, not through
 * HTTP): 20,000 teams in 41 cohorts, each created, assigned, given an avatar, 38 autosaves,
 * 7 phase changes and a website; 19,800 ballots (10,000 in the cohort 'big'); cohort flags.
 * Then measures, each beside a ceiling measured in the same run:
 *   - the online rebuild of every read model (jobs/online-rebuild.ts, what the rebuild job runs),
 *     and the one-transaction rebuildReadModels, against a raw keyset scan of the same events
 *     through the same driver (no folding, no writes) and PostgreSQL's own count(*);
 *   - results-as-of at the head and half-way on 'big' (10,000 ballots), against a raw read of
 *     the cohort's ballot events;
 *   - sealing the hash chain over the log and verifying it.
 * BENCH_EVENTS (default 1000000) scales the log; BENCH_SKIP_CHAIN=1 skips the chain.
 */
import 'reflect-metadata';
import pg from 'pg';
import { onlineRebuild } from '../api/src/jobs/online-rebuild.js';
import { rebuildReadModels, snapshotReadModels } from '../api/src/projections/index.js';
import { readAll } from '../api/src/store/event-store.js';
import { START } from '../api/src/store/types.js';
import { resultsAsOf, boundOf } from '../api/src/modules/audit/audit.read.js';
import { sealChain, verifyChain } from '../api/src/store/chain.js';
import { machine, fmt, benchDatabase } from './lib.js';

const TARGET = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const TEAMS = Math.round(20_000 * (TARGET / 1_000_000));
const BIG = Math.min(10_200, Math.round(TEAMS * 0.51));
const BIG_VOTERS = Math.min(10_000, BIG - 4);
const PER_COHORT = 245;
const SAVES = 38;

const now = () => performance.now();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function generate(c: pg.Client) {
  const team = (i: string) => `md5('team' || ${i})::uuid`;
  const meta = (actorKind: string, actorId: string, n: string) =>
    `jsonb_build_object('actor', jsonb_build_object('kind', '${actorKind}', 'id', ${actorId}), 'requestId', 'bench',
       'at', to_char((timestamptz '2026-01-01T00:00:00Z' + (${n}) * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  const cohortOf = (i: string) => `case when ${i} <= ${BIG} then 'big' else 'c' || lpad((((${i}) - ${BIG} - 1) / ${PER_COHORT} + 1)::text, 2, '0') end`;
  const cohortCount = Math.ceil((TEAMS - BIG) / PER_COHORT);
  const cohorts = `(select 'big' as tag union all select 'c' || lpad(g::text, 2, '0') from generate_series(1, ${cohortCount}) g)`;
  const ins = `insert into events (stream_id, version, type, type_version, data, metadata)`;
  const steps: [string, string][] = [
    [
      'cohorts',
      `${ins} select 'cohort-' || tag, 1, 'CohortCreated', 1, jsonb_build_object('tag', tag, 'name', 'Cohort ' || tag, 'description', null), ${meta('admin', `'instructor'`, '0')} from ${cohorts} x`,
    ],
    [
      'teams',
      `${ins} select 'team-' || ${team('i')}, 1, 'TeamCreated', 1, jsonb_build_object('teamId', ${team('i')}, 'code', upper(lpad(to_hex(i), 4, '0')), 'name', 'Team ' || i, 'accessToken', md5('token' || i)), ${meta('team', team('i'), 'i')} from generate_series(1, ${TEAMS}) i`,
    ],
    [
      'assign',
      `${ins} select 'team-' || ${team('i')}, 2, 'TeamAssignedToCohort', 1, jsonb_build_object('teamId', ${team('i')}, 'cohortTag', ${cohortOf('i')}, 'previousCohortTag', null), ${meta('admin', `'instructor'`, 'i')} from generate_series(1, ${TEAMS}) i`,
    ],
    [
      'avatars',
      `${ins} select 'team-' || ${team('i')}, 3, 'TeamAvatarChanged', 1, jsonb_build_object('teamId', ${team('i')}, 'avatarIcon', 'icon-' || (i % 36) || '.svg'), ${meta('team', team('i'), 'i')} from generate_series(1, ${TEAMS}) i`,
    ],
    [
      'autosaves',
      `${ins} select 'team-' || ${team('i')}, 3 + k, 'PhaseDataSaved', 1,
        jsonb_build_object('teamId', ${team('i')}, 'phaseNumber', 1 + k % 8, 'data', jsonb_build_object('idea', 'Idea ' || k || ' of team ' || i, 'audience', 'Students and teachers', 'notes', md5(i || '-' || k))),
        ${meta('team', team('i'), 'i * 100 + k')} from generate_series(1, ${TEAMS}) i, generate_series(1, ${SAVES}) k`,
    ],
    [
      'phases',
      `${ins} select 'team-' || ${team('i')}, 3 + ${SAVES} + p - 1, 'TeamAdvanced', 1, jsonb_build_object('teamId', ${team('i')}, 'currentPhase', p), ${meta('team', team('i'), 'i * 100 + 50 + p')} from generate_series(1, ${TEAMS}) i, generate_series(2, 8) p`,
    ],
    [
      'websites',
      `${ins} select 'team-' || ${team('i')}, 3 + ${SAVES} + 8, 'WebsiteSubmitted', 2, jsonb_build_object('teamId', ${team('i')}, 'cohortTag', ${cohortOf('i')}, 'websiteUrl', 'https://team' || i || '.example.org'), ${meta('team', team('i'), 'i * 100 + 60')} from generate_series(1, ${TEAMS}) i`,
    ],
    ['voting', `${ins} select 'cohort-' || tag, 2, 'VotingOpened', 1, jsonb_build_object('tag', tag), ${meta('admin', `'instructor'`, '3000000000')} from ${cohorts} x`],
    // Team i of a cohort [lo, hi] votes for the next three teams of its cohort (wrapping round).
    [
      'ballots',
      `${ins} select 'ballot-' || tag || '-' || ${team('i')}, 1, 'BallotCast', 1,
        jsonb_build_object('cohortTag', tag, 'voterTeamId', ${team('i')}, 'receipt', upper(substr(md5('r' || i), 1, 4) || '-' || substr(md5('r' || i), 5, 4) || '-' || substr(md5('r' || i), 9, 4)),
          'votes', jsonb_build_array(
            jsonb_build_object('votedForTeamId', ${team('lo + (i - lo + 1 + (i % 3)) % n')}, 'rank', 1),
            jsonb_build_object('votedForTeamId', ${team('lo + (i - lo + 2 + (i % 3)) % n')}, 'rank', 2),
            jsonb_build_object('votedForTeamId', ${team('lo + (i - lo + 3 + (i % 3)) % n')}, 'rank', 3))),
        ${meta('team', team('i'), '3000000000 + i')}
      from (select i, ${cohortOf('i')} as tag,
                   case when i <= ${BIG} then 1 else ${BIG} + 1 + ((i - ${BIG} - 1) / ${PER_COHORT}) * ${PER_COHORT} end as lo,
                   case when i <= ${BIG} then ${BIG} else least(${PER_COHORT}, ${TEAMS} - (${BIG} + ((i - ${BIG} - 1) / ${PER_COHORT}) * ${PER_COHORT})) end as n
            from generate_series(1, ${TEAMS}) i) x
      where n >= 5 and (i > ${BIG} or i <= ${BIG_VOTERS})`,
    ],
    [
      'reveal',
      `${ins} select 'cohort-' || tag, 3, 'ResultsRevealed', 1, jsonb_build_object('tag', tag), ${meta('admin', `'instructor'`, '4000000000')} from ${cohorts} x`,
    ],
  ];
  for (const [, sql] of steps) await c.query(sql);
  // Top up to exactly TARGET events with more autosaves of the first teams.
  const { rows } = await c.query<{ n: string }>(`select count(*) as n from events`);
  const missing = TARGET - Number(rows[0]!.n);
  if (missing > 0) {
    await c.query(`${ins} select 'team-' || ${team('i')}, 100 + k, 'PhaseDataSaved', 1, jsonb_build_object('teamId', ${team('i')}, 'phaseNumber', 1, 'data', jsonb_build_object('idea', 'late ' || k)), ${meta('team', team('i'), '5000000000 + k')}
      from generate_series(1, ${missing}) k, lateral (select 1 + (k - 1) % 100 as i) t`);
  }
  await c.query('vacuum analyze events');
}

async function main() {
  const { orm, c, close } = await benchDatabase('fit_bench_rebuild');
  const out: string[] = [];
  const say = (s: string) => {
    console.log(s);
    out.push(s);
  };
  try {
    let t = now();
    await generate(c);
    const total = Number((await c.query<{ n: string }>(`select count(*) as n from events`)).rows[0]!.n);
    const ballots = Number((await c.query<{ n: string }>(`select count(*) as n from events where type = 'BallotCast' and data->>'cohortTag' = 'big'`)).rows[0]!.n);
    say(`Machine: ${machine()}`);
    say(`Generated ${total.toLocaleString('en')} events in ${fmt((now() - t) / 1000)} s (cohort 'big': ${ballots.toLocaleString('en')} ballots).`);

    t = now();
    await c.query('select count(*) from events');
    const countMs = now() - t;
    // Raw keyset scan through the same reader, nothing folded or written.
    t = now();
    let cp = START;
    let scanned = 0;
    for (;;) {
      const b = await readAll(orm.em.fork(), cp, 10_000);
      if (b.events.length === 0) break;
      scanned += b.events.length;
      cp = b.checkpoint;
    }
    const scanMs = now() - t;

    t = now();
    const online = await onlineRebuild(orm, { runId: `bench-${Date.now()}` });
    const onlineMs = now() - t;
    const afterOnline = await snapshotReadModels(orm.em.fork());

    t = now();
    const inTx = await rebuildReadModels(orm.em.fork(), { batchSize: 10_000 });
    const inTxMs = now() - t;
    const afterInTx = await snapshotReadModels(orm.em.fork());
    const same = JSON.stringify(afterOnline) === JSON.stringify(afterInTx);
    const rows = Object.fromEntries(Object.entries(afterOnline).map(([k, v]) => [k, v.length]));

    say('');
    say('| rebuild of every read model | events | seconds | events/s |');
    say('|---|---|---|---|');
    say(
      `| online rebuild job (fresh tables, checkpoints, atomic switch) | ${online.totalEvents.toLocaleString('en')} | ${fmt(onlineMs / 1000, 2)} | ${Math.round(online.totalEvents / (onlineMs / 1000)).toLocaleString('en')} |`,
    );
    say(
      `| rebuildReadModels (one transaction, truncate + refold) | ${inTx.events.toLocaleString('en')} | ${fmt(inTxMs / 1000, 2)} | ${Math.round(inTx.events / (inTxMs / 1000)).toLocaleString('en')} |`,
    );
    say(
      `| ceiling: raw keyset scan (readAll, 10,000 a batch, no fold, no write) | ${scanned.toLocaleString('en')} | ${fmt(scanMs / 1000, 2)} | ${Math.round(scanned / (scanMs / 1000)).toLocaleString('en')} |`,
    );
    say(
      `| ceiling: select count(*) inside PostgreSQL | ${total.toLocaleString('en')} | ${fmt(countMs / 1000, 3)} | ${Math.round(total / (countMs / 1000)).toLocaleString('en')} |`,
    );
    say(`Rows: ${JSON.stringify(rows)}; online and one-transaction rebuilds equal: ${same}.`);

    // Results as of, on the cohort with 10,000 ballots.
    const em = orm.em.fork();
    const headMs: number[] = [];
    const midMs: number[] = [];
    const rawMs: number[] = [];
    const rawTeamsMs: number[] = [];
    const [{ position: mid }] = (
      await c.query<{ position: string }>(
        `select position::text as position from events where type = 'BallotCast' and data->>'cohortTag' = 'big' order by position offset ${Math.floor(ballots / 2)} limit 1`,
      )
    ).rows as [{ position: string }];
    let headCount = 0;
    for (let i = 0; i < 7; i++) {
      t = now();
      const r = await resultsAsOf(em, 'big', { kind: 'head' });
      headMs.push(now() - t);
      headCount = r.ballotCount;
      t = now();
      await resultsAsOf(em, 'big', await boundOf(em, mid));
      midMs.push(now() - t);
      t = now();
      await c.query(`select data, metadata from events where data->>'cohortTag' = 'big' and type = 'BallotCast'`);
      rawMs.push(now() - t);
      t = now();
      await c.query(`select data, metadata from events where data->>'cohortTag' = 'big' and type = 'BallotCast'`);
      await c.query(`select data, metadata from events where type in ('TeamCreated', 'TeamAvatarChanged', 'WebsiteSubmitted')
        and stream_id in (select 'team-' || md5('team' || i)::uuid from generate_series(1, ${BIG}) i)`);
      rawTeamsMs.push(now() - t);
    }
    say('');
    say(`| results-as-of, cohort 'big' (${headCount.toLocaleString('en')} ballots), median of 7 | ms |`);
    say('|---|---|');
    say(`| at the head | ${fmt(median(headMs))} |`);
    say(`| at a position half-way | ${fmt(median(midMs))} |`);
    say(`| ceiling: raw read of the cohort's ballot events (pg, no replay) | ${fmt(median(rawMs))} |`);
    say(`| ceiling: raw read of the ballots and of the identity events (name, avatar, website) of the cohort's teams | ${fmt(median(rawTeamsMs))} |`);

    if (!process.env.BENCH_SKIP_CHAIN) {
      t = now();
      const sealed = await sealChain(orm, { wait: true, batchSize: 10_000 });
      const sealMs = now() - t;
      t = now();
      const report = await verifyChain(orm, { batchSize: 10_000 });
      const verifyMs = now() - t;
      t = now();
      const cohortReport = await verifyChain(orm, { cohortTag: 'big', batchSize: 10_000 });
      const cohortMs = now() - t;
      say('');
      say('| hash chain | events | seconds | events/s |');
      say('|---|---|---|---|');
      say(`| seal the whole log | ${sealed.toLocaleString('en')} | ${fmt(sealMs / 1000, 2)} | ${Math.round(sealed / (sealMs / 1000)).toLocaleString('en')} |`);
      say(
        `| verify the whole log (ok: ${report.ok}) | ${report.eventsChecked.toLocaleString('en')} | ${fmt(verifyMs / 1000, 2)} | ${Math.round(report.eventsChecked / (verifyMs / 1000)).toLocaleString('en')} |`,
      );
      say(
        `| verify cohort 'big' (all links, its ${cohortReport.eventsChecked.toLocaleString('en')} events recomputed; ok: ${cohortReport.ok}) | ${cohortReport.chainLength.toLocaleString('en')} links | ${fmt(cohortMs / 1000, 2)} | — |`,
      );
    }
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
