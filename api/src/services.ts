import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Services } from './context.js';
import { openOrm } from './orm.js';
import { CommitGroup } from './commands/commit-group.js';
import { StateCache } from './commands/state-cache.js';
import { RowCache } from './projections/live.js';
import { createLocalBus, createRedisBus } from './realtime/bus.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { Jobs } from './jobs/jobs.js';
import { ChainSealer } from './store/chain.js';
import { activeSigningKey } from './store/signing.js';
import { safeLog } from './log.js';
import { createLogger, type Logger } from './observability/logger.js';
import { enableMetrics, heardEvent } from './observability/metrics.js';
import { observeServices } from './observability/service-metrics.js';
import { attachKeyring, Keyring } from './privacy/keyring.js';
import { loadMasterKeys } from './privacy/master-key.js';
import { sealStoredLog } from './privacy/seal-log.js';
import { retentionHandler, scheduleRetention } from './modules/privacy/retention.js';

/** The longest any one Redis command of a request may take. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Connects to Redis at url; resolves null when nothing answers within the timeout. */
export async function probeRedis(url: string, timeoutMs = 800): Promise<Redis | null> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableReadyCheck: false, connectTimeout: timeoutMs, retryStrategy: () => null });
  // Failures are answered by connect() and ping() below; without a listener ioredis would also
  // print them as "Unhandled error event".
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    client.disconnect();
    // No offline queue: while Redis is down, commands fail at once (and callers degrade) rather
    // than pile up. So the client must be connected before anyone uses it. A command timeout
    // bounds the wait on a Redis that is frozen rather than gone (rate limits then let the
    // request through, /readyz says not ready).
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableReadyCheck: false,
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      retryStrategy: (n) => Math.min(n * 200, 2000),
    });
    redis.on('error', () => {});
    await redis.connect();
    return redis;
  } catch {
    client.disconnect();
    return null;
  }
}

export interface StartedServices extends Services {
  databaseLabel: string;
  redisLabel: string;
  shutdown: () => Promise<void>;
}

/**
 * jobWorkers: run background jobs in this process (default: unless JOBS_IN_PROCESS=false; always
 * without Redis, where no other process could). migrate: bring the schema up to date first
 * (default; a cluster's workers do not, their setup process did).
 */
export async function createServices(
  config: Config,
  opts: { redisPrefix?: string; log?: (m: string) => void; logger?: Logger; jobWorkers?: boolean; ormLog?: (m: string) => void; migrate?: boolean } = {},
): Promise<StartedServices> {
  // Every log line of the app passes here: no secret may leave through it (see log.ts and
  // observability/logger.ts). `opts.log` takes each line's message instead (tests).
  const logger = opts.logger ?? createLogger({ level: config.logLevel, pretty: config.nodeEnv === 'development', ...(opts.log ? { sink: safeLog(opts.log) } : {}) });
  const log = (m: string) => logger.info(m);
  if (config.metrics.port || config.metrics.token) enableMetrics();
  let stopEmbedded: (() => Promise<void>) | null = null;
  let databaseUrl = config.databaseUrl;
  let databaseLabel: string;
  if (databaseUrl) {
    const u = new URL(databaseUrl);
    databaseLabel = `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } else {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    databaseUrl = embedded.url;
    stopEmbedded = embedded.stop;
    databaseLabel = `embedded PostgreSQL (data in ${embedded.pgdata}, port ${new URL(databaseUrl).port})`;
  }
  // The ORM's lines (the migrator's) to the log, or where `ormLog` says (a quiet one-off process's own output).
  const orm = await openOrm(databaseUrl, { timeouts: config.database, log: opts.ormLog ?? log, migrate: opts.migrate });
  // The master key that wraps every data key (docs/PRIVACY.md#keys): configured, or kept in DATA_DIR.
  const masterKeys = loadMasterKeys({ masterKey: config.masterKey, retired: config.retiredMasterKeys, dataDir: config.dataDir });
  attachKeyring(orm, new Keyring(masterKeys, { sealing: config.sealing }));
  if (!config.sealing) logger.warn('PERSONAL_DATA_SEALING=off: personal data is stored in plain text and cannot be erased (for measuring only).');
  // The instance's signing key for chain heads, made at first start (docs/AUDIT.md).
  await activeSigningKey(orm.em.fork());
  // A log written before sealing is sealed once (docs/AUDIT.md#the-log-sealed-once); nothing to do costs one query.
  if (config.sealing) await sealStoredLog(orm, { log });

  const redisUrl = config.redisUrl ?? 'redis://127.0.0.1:6379';
  const redis = config.redisUrl || config.redisProbe ? await probeRedis(redisUrl) : null;
  const redisPrefix = opts.redisPrefix ?? config.redisPrefix;
  let bus;
  let subscriber: Redis | null = null;
  let redisLabel: string;
  if (redis) {
    subscriber = new Redis(redisUrl, { enableReadyCheck: false, maxRetriesPerRequest: null, retryStrategy: (n) => Math.min(n * 200, 2000) });
    subscriber.on('error', () => {});
    redis.on('error', () => {});
    bus = createRedisBus(redis, subscriber, `${redisPrefix}events`);
    redisLabel = `Redis at ${new URL(redisUrl).host}`;
  } else {
    bus = createLocalBus();
    redisLabel = 'none';
    log('No Redis: running as a single instance (in-process live updates and jobs, sessions in PostgreSQL).');
  }

  let stopRetention = () => {};
  const services: StartedServices = {
    config: { ...config, databaseUrl },
    orm,
    bus,
    states: new StateCache(),
    rows: new RowCache(),
    ...(config.groupCommit ? { group: new CommitGroup() } : {}),
    redis,
    redisPrefix,
    log,
    logger,
    databaseLabel,
    redisLabel,
    async shutdown() {
      stopRetention();
      await services.jobs?.close();
      await services.chain?.close();
      await bus.close();
      subscriber?.disconnect();
      redis?.disconnect();
      await orm.close(true);
      if (stopEmbedded) await stopEmbedded();
    },
  };
  // Every process hears every committed event: its cached states follow other processes' appends.
  bus.subscribe((event) => {
    services.states.heard(event);
    heardEvent(event.createdAt);
  });
  const chain = new ChainSealer(orm, (m) => logger.error(m));
  services.chain = chain;
  services.onCommitted = () => chain.schedule();
  services.jobs = await Jobs.start(services, { workers: opts.jobWorkers ?? process.env.JOBS_IN_PROCESS !== 'false' });
  // Teams whose cohort's retention is up are erased by a scheduled job (docs/PRIVACY.md#retention).
  services.jobs.register('retention', retentionHandler(services));
  stopRetention = scheduleRetention(services, config.retentionCheckMs);
  observeServices(services);
  return services;
}
