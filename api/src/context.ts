import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { EventBus } from './realtime/bus.js';
import type { CommitGroup } from './commands/commit-group.js';
import type { StateCache } from './commands/state-cache.js';
import type { RowCache } from './projections/live.js';
import type { Jobs } from './jobs/jobs.js';
import type { ChainSealer } from './store/chain.js';
import type { StoredEvent } from './store/types.js';
import type { Logger } from './observability/logger.js';

/** Everything a request handler needs; made once per process by createServices. */
export interface Services {
  config: Config;
  orm: MikroORM;
  bus: EventBus;
  states: StateCache;
  rows: RowCache;
  /** Group commit of single commands (absent with GROUP_COMMIT=off). */
  group?: CommitGroup;
  /** null in single-instance mode. */
  redis: Redis | null;
  /** Prefix for every Redis key this instance uses (tests give each run its own). */
  redisPrefix: string;
  log: (message: string) => void;
  /** The structured logger under `log` (levels, request lines). */
  logger: Logger;
  /** Background jobs (rebuild, export); absent in processes that run none. */
  jobs?: Jobs;
  /** Seals new events into the hash chain shortly after each commit. */
  chain?: ChainSealer;
  /** Called after every commit that appended events. */
  onCommitted?: (events: readonly StoredEvent[]) => void;
}
