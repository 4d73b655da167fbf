import { logLevelOf, type LogLevel } from './observability/log-level.js';

/**
 * Configuration from the environment, read once. Every variable is documented in the README.
 */
export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  production: boolean;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** false when REDIS_URL=none: run single-instance without probing the default Redis. */
  redisProbe: boolean;
  sessionSecret: string;
  adminUsername: string | null;
  adminPassword: string | null;
  dataDir: string;
  trustProxy: boolean;
  /** Rate limits: requests per window per client. */
  rateLimits: {
    adminLoginPerWindow: number;
    /** Failed team-code lookups (unknown codes, taken codes on creation): successes are free. */
    teamLookupMissesPerWindow: number;
    teamCreatePerWindow: number;
    teamLoginPerWindow: number;
    windowMs: number;
  };
  bodyLimit: string;
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: LogLevel;
  /**
   * Prometheus metrics (observability/metrics.ts): off unless METRICS_PORT or METRICS_TOKEN is
   * set. METRICS_PORT: /metrics on a port of its own (METRICS_HOST, default 0.0.0.0), summed over
   * a cluster's workers. METRICS_TOKEN: /metrics on the app's port too, for `Authorization:
   * Bearer <token>` only.
   */
  metrics: { port: number | null; host: string; token: string | null };
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, how long /readyz answers 503 (so load balancers stop sending
   * new work) before the server stops accepting; then open requests, commands and sockets finish.
   */
  shutdownDrainMs: number;
  /** Prefix of every Redis key and channel: instances of one deployment share it. */
  redisPrefix: string;
  /** How long PostgreSQL may take before a request gives up on it with a 503 (see orm.ts). */
  database: DatabaseTimeouts;
  /** Single commands arriving together share a transaction (commands/commit-group.ts); GROUP_COMMIT=off: each its own. */
  groupCommit: boolean;
  /**
   * MASTER_KEY (base64 of 32 bytes) wraps every data key; null: one kept in DATA_DIR/master-key
   * (privacy/master-key.ts). MASTER_KEYS_RETIRED: earlier ones, comma-separated, while rotating.
   */
  masterKey: string | null;
  retiredMasterKeys: string[];
  /**
   * PERSONAL_DATA_SEALING=off stores personal fields in plain text, which no erasure can then
   * erase: only to measure what sealing costs (bench/sealing.bench.ts). Said loudly at start.
   */
  sealing: boolean;
  /** How often the retention job looks for teams whose cohort's time is up (RETENTION_CHECK_MS; 0: never). */
  retentionCheckMs: number;
}

/** Milliseconds; 0 turns a timeout off. */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one from the pool. */
  connectTimeoutMs: number;
  /** One statement (server side; the client gives up one second later if the server is frozen). */
  statementTimeoutMs: number;
  /** A transaction left idle by a client that has gone away holds its locks no longer than this. */
  idleInTransactionTimeoutMs: number;
}

/** After the drain, how long open requests, sockets and commands may take before a process exits anyway (serve.ts). */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

const millis = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

export const databaseTimeouts = (env: NodeJS.ProcessEnv = process.env): DatabaseTimeouts => ({
  connectTimeoutMs: millis(env.DB_CONNECT_TIMEOUT_MS, 5000),
  statementTimeoutMs: millis(env.DB_STATEMENT_TIMEOUT_MS, 5000),
  idleInTransactionTimeoutMs: millis(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 30000),
});

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const sessionSecret = env.SESSION_SECRET ?? '';
  if (production && sessionSecret.length < 16) {
    throw new Error('SESSION_SECRET (at least 16 characters) is required when NODE_ENV=production');
  }
  const redisSetting = env.REDIS_URL?.trim() || null;
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    production,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    redisUrl: redisSetting === 'none' ? null : redisSetting,
    redisProbe: redisSetting !== 'none',
    sessionSecret: sessionSecret || 'found-in-two-development-secret',
    adminUsername: env.ADMIN_USERNAME?.trim() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    dataDir: env.DATA_DIR ?? '.data',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimits: {
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
      adminLoginPerWindow: int(env.RATE_LIMIT_ADMIN_LOGIN, 20),
      teamLookupMissesPerWindow: int(env.RATE_LIMIT_TEAM_LOOKUP, 20),
      teamCreatePerWindow: int(env.RATE_LIMIT_TEAM_CREATE, 300),
      teamLoginPerWindow: int(env.RATE_LIMIT_TEAM_LOGIN, 300),
    },
    bodyLimit: env.BODY_LIMIT ?? '256kb',
    logLevel: logLevelOf(env.LOG_LEVEL),
    metrics: {
      port: env.METRICS_PORT?.trim() ? int(env.METRICS_PORT, 0) || null : null,
      host: env.METRICS_HOST?.trim() || '0.0.0.0',
      token: env.METRICS_TOKEN?.trim() || null,
    },
    shutdownDrainMs: millis(env.SHUTDOWN_DRAIN_MS, production ? 5000 : 0),
    redisPrefix: env.REDIS_PREFIX?.trim() || 'fit:',
    database: databaseTimeouts(env),
    groupCommit: env.GROUP_COMMIT !== 'off',
    masterKey: env.MASTER_KEY?.trim() || null,
    retiredMasterKeys: (env.MASTER_KEYS_RETIRED ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    retentionCheckMs: millis(env.RETENTION_CHECK_MS, 60 * 60 * 1000),
    sealing: env.PERSONAL_DATA_SEALING !== 'off',
  };
}
