/**
 * fit_settled_xid() benchmark: `npm run bench:settled-xid`.
 *
 * The chain sealer, the audit reads, the catch-up reader and the online rebuild read the log up to
 * `tx_id < fit_settled_xid()`. The function looks each in-progress transaction of the snapshot up
 * in pg_stat_activity, to leave out those of other databases on the same server; the bound it
 * replaced, pg_snapshot_xmin(pg_current_snapshot()), reads nothing. This measures what the
 * lookup costs where it runs: with writers of this database committing all the while and
 * backends of another database holding transactions open (the case the function is for), per
 * call and inside the catch-up read right after commits, each against the plain xmin bound.
 *
 * BENCH_WRITERS (default 8) connections commit one event per transaction without pause;
 * BENCH_OTHERS (default 4) connections of another database each hold a transaction with an xid;
 * BENCH_CALLS (default 2000) calls of each kind, interleaved.
 */
import 'reflect-metadata';
import pg from 'pg';
import { benchDatabase, fmt, machine, percentiles } from './lib.js';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const OTHERS = Number(process.env.BENCH_OTHERS ?? 4);
const CALLS = Number(process.env.BENCH_CALLS ?? 2000);

const META = JSON.stringify({ actor: { kind: 'system' }, requestId: 'bench', at: '2026-11-28T10:00:00.000Z' });

/** readAll's query (api/src/store/event-store.ts), with the bound given. */
const catchUp = (bound: string) =>
  `select position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version, data, metadata, created_at
     from events where tx_id < ${bound} and (tx_id, position) > ($1::text::xid8, $2::bigint)
    order by events.tx_id, events.position limit 1000`;

async function timed(c: pg.Client, sql: string, params: unknown[] = []) {
  const t0 = performance.now();
  const r = await c.query(sql, params);
  return { ms: performance.now() - t0, rows: r.rows };
}

/** Each query `CALLS` times, interleaved (so load and caches are the same for both); ms per call. */
async function compare(c: pg.Client, queries: Record<string, () => [string, unknown[]]>) {
  const out: Record<string, number[]> = Object.fromEntries(Object.keys(queries).map((k) => [k, []]));
  for (let i = 0; i < CALLS; i++) {
    for (const [name, q] of Object.entries(queries)) {
      const [sql, params] = q();
      out[name]!.push((await timed(c, sql, params)).ms);
    }
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, percentiles(v)]));
}

async function main() {
  const here = await benchDatabase('fit_bench_xid');
  const other = await benchDatabase('fit_bench_xid_other');
  const say = (s: string) => console.log(s);
  const clients: pg.Client[] = [];
  let stop = false;
  try {
    say(`Machine: ${machine()}`);
    say(
      `Load: ${WRITERS} writers committing one event per transaction without pause; ${OTHERS} backends of another database each holding a transaction open. ${CALLS} calls of each kind, interleaved.`,
    );
    say('');
    say('| measured | load | p50 | p99 | max |');
    say('|---|---|---|---|---|');
    const row = (what: string, load: string, p: { p50: number; p99: number; max: number }) =>
      say(`| ${what} | ${load} | ${fmt(p.p50, 3)} ms | ${fmt(p.p99, 3)} ms | ${fmt(p.max, 2)} ms |`);

    // Some history to read.
    await here.c.query(
      `insert into events (stream_id, version, type, type_version, data, metadata)
       select 'bench-' || (i % 100), i / 100 + 1, 'BenchEvent', 1, '{}'::jsonb, $1::jsonb from generate_series(0, 9999) as i`,
      [META],
    );
    await here.c.query('vacuum analyze events');
    const bounds = {
      'fit_settled_xid()': () => ['select fit_settled_xid()', []] as [string, unknown[]],
      'pg_snapshot_xmin(pg_current_snapshot())': () => ['select pg_snapshot_xmin(pg_current_snapshot())', []] as [string, unknown[]],
    };
    const idle = await compare(here.c, bounds);
    for (const [k, p] of Object.entries(idle)) row(`\`select ${k}\``, 'idle', p);

    // The load: this database's writers, the other database's open transactions.
    for (let i = 0; i < OTHERS; i++) {
      const c = new pg.Client({ connectionString: other.url });
      await c.connect();
      clients.push(c);
      await c.query('begin');
      await c.query('select pg_current_xact_id()');
    }
    let commits = 0;
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      const c = new pg.Client({ connectionString: here.url });
      await c.connect();
      clients.push(c);
      for (let v = 1; !stop; v++) {
        await c.query(`insert into events (stream_id, version, type, type_version, data, metadata) values ($1, $2, 'BenchEvent', 1, '{}'::jsonb, $3::jsonb)`, [
          `writer-${w}`,
          v,
          META,
        ]);
        commits += 1;
      }
    });
    const activity = await here.c.query<{ n: string }>('select count(*) as n from pg_stat_activity');
    const t0 = performance.now();
    const loaded = await compare(here.c, bounds);
    for (const [k, p] of Object.entries(loaded)) row(`\`select ${k}\``, 'loaded', p);

    // The catch-up read right after commits: from a checkpoint 200 events before the newest.
    const checkpoint = () =>
      here.c.query<{ tx_id: string; position: string }>(
        'select tx_id::text as tx_id, position::text as position from events order by tx_id desc, position desc offset 200 limit 1',
      );
    const reads: Record<string, number[]> = { 'fit_settled_xid()': [], 'pg_snapshot_xmin(pg_current_snapshot())': [] };
    for (let i = 0; i < CALLS / 4; i++) {
      const [cp] = (await checkpoint()).rows;
      for (const bound of Object.keys(reads)) reads[bound]!.push((await timed(here.c, catchUp(bound), [cp!.tx_id, cp!.position])).ms);
    }
    const seconds = (performance.now() - t0) / 1000;
    for (const [k, v] of Object.entries(reads)) row(`catch-up read (limit 1000, 200 behind) bounded by \`${k}\``, 'loaded', percentiles(v));
    say('');
    say(
      `Under load: ${fmt(commits / seconds, 0)} commits/s from this database's writers, ${activity.rows[0]!.n} rows in pg_stat_activity. ` +
        `fit_settled_xid() cost ${fmt(loaded['fit_settled_xid()']!.p50 - loaded['pg_snapshot_xmin(pg_current_snapshot())']!.p50, 3)} ms more than the plain xmin per call at p50 ` +
        `(idle: ${fmt(idle['fit_settled_xid()']!.p50 - idle['pg_snapshot_xmin(pg_current_snapshot())']!.p50, 3)} ms).`,
    );
    stop = true;
    await Promise.all(writers);
  } finally {
    stop = true;
    for (const c of clients) await c.end().catch(() => undefined);
    await other.close();
    await here.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
