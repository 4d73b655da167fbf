/**
 * Gauges read at each scrape from what a process holds: its PostgreSQL pool, its Redis client,
 * and from the shared database and queue (the chain sealer's lag, read-model rebuilds, queue
 * depths). Each scrape costs two small indexed queries and one Redis round trip per process.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { JobQueue } from '../jobs/types.js';
import { metricsEnabled, sharedGauge } from './metrics.js';

interface Observed {
  orm: MikroORM;
  redis: Redis | null;
  jobs?: { queue: JobQueue };
}

/** The knex pool (tarn) under MikroORM's connection. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}
const poolOf = (orm: MikroORM): TarnPool | null => {
  try {
    return (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool ?? null;
  } catch {
    return null;
  }
};

/** Registers the gauges for these services (the latest services of the process, in tests several follow one another). */
export function observeServices(s: Observed) {
  if (!metricsEnabled()) return;
  sharedGauge(
    'fit_pg_pool_connections',
    'PostgreSQL pool connections of the processes: used, idle, waiting (requests waiting for one), max',
    ['state'],
    async () => {
      const pool = poolOf(s.orm);
      if (!pool) return [];
      return [
        { labels: { state: 'used' }, value: pool.numUsed() },
        { labels: { state: 'idle' }, value: pool.numFree() },
        { labels: { state: 'waiting' }, value: pool.numPendingAcquires() },
        { labels: { state: 'max' }, value: pool.max },
      ];
    },
    // Per process: the cluster adds them up.
    'sum',
  );
  sharedGauge(
    'fit_redis_up',
    'Whether Redis answers a PING within a second (1), does not (0); absent without Redis (single instance)',
    [],
    async () => {
      if (!s.redis) return [];
      try {
        await s.redis.ping();
        return [{ value: 1 }];
      } catch {
        return [{ value: 0 }];
      }
    },
    'min',
  );
  sharedGauge('fit_chain_unsealed_events', "Events committed but not yet sealed into the audit hash chain (the chain sealer's lag, in events)", [], async () => {
    const [row] = await s.orm.em.fork().execute<{ n: string; age: string | null }[]>(UNSEALED);
    return [{ value: Number(row?.n ?? 0) }];
  });
  sharedGauge('fit_chain_seal_lag_seconds', 'Age of the oldest event not yet sealed into the audit hash chain (0 when all are sealed)', [], async () => {
    const [row] = await s.orm.em.fork().execute<{ n: string; age: string | null }[]>(UNSEALED);
    return [{ value: Number(row?.age ?? 0) }];
  });
  sharedGauge(
    'fit_projection_rebuild_lag_events',
    'Events a running read-model rebuild has still to replay (read models are otherwise written in the command’s own transaction: never behind)',
    [],
    async () => {
      const [row] = await s.orm.em.fork().execute<{ n: string }[]>(REBUILD_LAG);
      return [{ value: Number(row?.n ?? 0) }];
    },
  );
  sharedGauge('fit_jobs_queued', 'Background jobs in the queue, by state (waiting, active, delayed, failed)', ['state'], async () => {
    const counts = (await s.jobs?.queue.counts()) ?? {};
    return Object.entries(counts).map(([state, value]) => ({ labels: { state }, value }));
  });
}

/** Events past the chain's last sealed position (the tail of the primary key: an index range). */
const UNSEALED = `select count(*)::text as n, extract(epoch from now() - min(created_at))::text as age
  from events where position > (select coalesce(max(position), 0) from event_chain)`;
/** Events after the checkpoint of each running rebuild (by position, an index range). */
const REBUILD_LAG = `select coalesce(sum((select count(*) from events e where e.position > r.checkpoint_position)), 0)::text as n
  from rebuild_runs r where r.state = 'running'`;
