import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { contentHash, linkHash, RAW_COLUMNS } from '../src/store/chain.js';
import type { EventRow } from '../src/store/types.js';

const root = resolve(import.meta.dirname, '../..');

/** Runs Node from the repository root without blocking this process (the app under test lives in it). */
export function runNode(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((ok) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => ok({ status, stdout, stderr }));
  });
}

/**
 * As whoever controls the database would: one transaction as the postgres superuser on the
 * app's database, with the events table's append-only triggers off (tamper tests).
 */
export async function asDatabaseOwner(databaseUrl: string, fn: (c: pg.Client) => Promise<void>) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('begin');
    await c.query('alter table events disable trigger user');
    await fn(c);
    await c.query('alter table events enable trigger user');
    await c.query('commit');
  } finally {
    await c.end();
  }
}

/**
 * As whoever controls the database would after editing events: recomputes every chain row from
 * `fromSeq` on so that the chain matches the (edited) events again (inside asDatabaseOwner).
 */
export async function resealChainFrom(c: pg.Client, fromSeq: string) {
  const { rows: links } = await c.query(
    `select c.seq::text as seq, c.prev_hash, ${RAW_COLUMNS.replace(/\bposition::text/, 'e.position::text')
      .replace(/\btx_id::text/, 'e.tx_id::text')
      .replace(/\bstream_id,/, 'e.stream_id,')
      .replace(/\bversion,/, 'e.version,')
      .replace(/\bdata,/, 'e.data,')
      .replace(/\bcreated_at at/, 'e.created_at at')}
     from event_chain c join events e on e.position = c.position where c.seq >= $1 order by c.seq`,
    [fromSeq],
  );
  let prev = links[0].prev_hash as string;
  for (const l of links as (EventRow & { seq: string })[]) {
    const hash = linkHash(prev, l);
    await c.query(`update event_chain set prev_hash = $1, hash = $2, content_hash = $3 where seq = $4`, [prev, hash, contentHash(l), l.seq]);
    prev = hash;
  }
}
