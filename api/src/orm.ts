import { MikroORM } from '@mikro-orm/postgresql';
import { TeamEntity } from './projections/teams/team.entity.js';
import { PhaseDataEntity } from './projections/phase-data/phase-data.entity.js';
import { CohortEntity } from './projections/cohorts/cohort.entity.js';
import { BallotEntity } from './projections/ballots/ballot.entity.js';
import { TallyEntity } from './projections/tallies/tally.entity.js';
import { AdminEntity } from './projections/admins/admin.entity.js';
import { FeedbackThreadEntity } from './projections/feedback/feedback-thread.entity.js';
import { AgendaEntity } from './projections/agendas/agenda.entity.js';
import { JudgingEntity } from './projections/judging/judging.entity.js';
import { SessionMarkEntity } from './projections/session/session-mark.entity.js';
import { SessionEditEntity } from './projections/session/session-edit.entity.js';
import { loadMigrations, migrationNames } from './db/migrations/index.js';
import { databaseTimeouts, type DatabaseTimeouts } from './config.js';
import { redactSecrets } from './log.js';

const knexLog =
  (log: (m: string) => void = (m) => console.warn(m)) =>
  (message: unknown) =>
    log(redactSecrets(typeof message === 'string' ? message : String((message as Error)?.message ?? message)));

export type Orm = MikroORM;

/**
 * Read models: projections of the event log, written only by the projector (same transaction
 * as the events) and by a rebuild; everything else reads them through these entities, each
 * beside its projection.
 */
const entities = [
  TeamEntity,
  PhaseDataEntity,
  CohortEntity,
  BallotEntity,
  TallyEntity,
  AdminEntity,
  FeedbackThreadEntity,
  AgendaEntity,
  JudgingEntity,
  SessionMarkEntity,
  SessionEditEntity,
];

/** The client waits this much longer than the server's statement_timeout before it gives up. */
const CLIENT_GRACE_MS = 1000;
import { COMMIT_IN_DOUBT, QUERY_READ_TIMEOUT } from './db/errors.js';

export { COMMIT_IN_DOUBT, QUERY_READ_TIMEOUT, isCommitInDoubt } from './db/errors.js';

const commitDeadlines = new WeakMap<MikroORM, number>();

/**
 * How long after its first statement a command's transaction may still commit (0: no limit).
 * It equals the client's wait for any one statement, so a COMMIT the client gave up on (answered
 * 504 IN_DOUBT) finds its deadline passed when a frozen server reads it later, and fails; only
 * a commit the server was already carrying out when it froze can still land. (503s need no
 * deadline: they come from statements before COMMIT, whose connection is closed, and from
 * refused COMMITs.) See the commit_deadline trigger, Migration20261123.
 */
export const commitDeadlineMs = (orm: MikroORM) => commitDeadlines.get(orm) ?? 0;

/**
 * Opens the pool and brings the schema up to date (migrations run in a transaction each).
 *
 * Timeouts (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS):
 * a server that refuses connections fails at once; one that is frozen, or too slow, fails the
 * statement after the timeout, and the request answers 503 (504 when it was the COMMIT). A
 * statement the client stopped waiting for poisons its connection (the answer may still
 * arrive), so that connection is closed: the server then rolls its transaction back.
 */
export async function openOrm(
  databaseUrl: string,
  opts: { poolMax?: number; timeouts?: DatabaseTimeouts; log?: (m: string) => void; migrate?: boolean } = {},
): Promise<MikroORM> {
  const t = opts.timeouts ?? databaseTimeouts();
  const clientWaitMs = t.statementTimeoutMs > 0 ? t.statementTimeoutMs + CLIENT_GRACE_MS : 0;
  const connection: Record<string, unknown> = { application_name: 'found-in-two' };
  if (t.connectTimeoutMs > 0) connection.connectionTimeoutMillis = t.connectTimeoutMs;
  if (t.statementTimeoutMs > 0) connection.statement_timeout = t.statementTimeoutMs;
  if (clientWaitMs > 0) connection.query_timeout = clientWaitMs;
  if (t.idleInTransactionTimeoutMs > 0) connection.idle_in_transaction_session_timeout = t.idleInTransactionTimeoutMs;
  // The migrator is loaded only to migrate (the API processes of a cluster do not: see db/migrations).
  const migrate = opts.migrate ?? true;
  const [migrator, migrationsList] = migrate ? await Promise.all([import('@mikro-orm/migrations'), loadMigrations()]) : [null, []];
  const orm = await MikroORM.init({
    clientUrl: databaseUrl,
    entities,
    extensions: migrator ? [migrator.Migrator] : [],
    migrations: { tableName: MIGRATIONS_TABLE, migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    pool: {
      min: 0,
      max: opts.poolMax ?? Number(process.env.DB_POOL_MAX ?? 20),
      afterCreate: closeOnClientTimeout,
    },
    driverOptions: {
      connection,
      // knex's own warnings go to the app's log (else the console), like every line: without secrets.
      log: { warn: knexLog(opts.log), error: knexLog(opts.log), deprecate: knexLog(opts.log), debug: () => {} },
      // Waiting for a free connection (all of them stuck on a frozen server) is bounded too.
      ...(t.connectTimeoutMs > 0 ? { acquireConnectionTimeout: t.connectTimeoutMs } : {}),
    },
    debug: false,
    // The ORM's own lines (the migrator's) go to the app's log when it has one.
    ...(opts.log ? { logger: opts.log, colors: false } : {}),
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    // Read models are written with SQL by the projector; the identity map is never flushed.
    forceUndefined: false,
  });
  commitDeadlines.set(orm, clientWaitMs);
  if (migrate) await orm.getMigrator().up();
  return orm;
}

const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** The migrations the database has not run yet (all of them before the first), read without the migrator. */
export async function pendingMigrations(orm: MikroORM): Promise<string[]> {
  const [{ present }] = await orm.em.fork().execute<{ present: boolean }[]>(`select to_regclass(?) is not null as present`, [MIGRATIONS_TABLE]);
  if (!present) return [...migrationNames];
  const done = new Set((await orm.em.fork().execute<{ name: string }[]>(`select name from ${MIGRATIONS_TABLE}`)).map((r) => r.name));
  return migrationNames.filter((name) => !done.has(name));
}

type PgClient = {
  query: (...args: unknown[]) => unknown;
  connection?: { stream?: { destroy: () => void } };
  __knex__disposed?: unknown;
};

/**
 * pg's query_timeout answers the caller but leaves the statement in flight on the connection;
 * the next statement would queue behind it, and a transaction's COMMIT could still reach the
 * server. The connection is closed instead, and knex discards it from the pool.
 */
function closeOnClientTimeout(conn: PgClient, done: (err: Error | null, conn: PgClient) => void) {
  const query = conn.query.bind(conn);
  conn.query = (...args: unknown[]) => {
    const i = args.findIndex((a) => typeof a === 'function');
    if (i >= 0) {
      const callback = args[i] as (err: unknown, res: unknown) => void;
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      args[i] = (err: unknown, res: unknown) => {
        if ((err as Error | null)?.message === QUERY_READ_TIMEOUT) {
          // A string, not the error: knex prints it, and the ORM later prefixes the error's
          // message with the statement and its parameters.
          conn.__knex__disposed = 'a statement timed out on the client';
          conn.connection?.stream?.destroy();
          if (/^\s*commit\b/i.test(text)) (err as Error).message = COMMIT_IN_DOUBT;
        }
        callback(err, res);
      };
    }
    return query(...args);
  };
  done(null, conn);
}

type RawResult = { rows: unknown[] };
type KnexClient = { acquireConnection(): Promise<PgClient>; releaseConnection(conn: PgClient): Promise<unknown> };

const send = (conn: PgClient, text: string) =>
  new Promise<RawResult | RawResult[]>((ok, fail) => conn.query(text, (err: Error | null, res: RawResult | RawResult[]) => (err ? fail(err) : ok(res))));

/** A parameter as the text of its literal: JSON goes in as a string the statement casts. */
function literalText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') throw new Error('a statement parameter must be a string, number, boolean, Date or null');
  return String(value);
}

/**
 * Text as an SQL string literal, written as pg's `escapeLiteral` writes it: quotes doubled, and
 * when it holds a backslash, backslashes doubled behind ` E`. pg's builds the literal a character
 * at a time; a statement can carry a document snapshot of tens of kilobytes and every round its
 * answers, and that loop was the write path's largest cost to grow with a document's size.
 */
export function quoteLiteral(text: string): string {
  const quoted = `'${text.includes("'") ? text.replaceAll("'", "''") : text}'`;
  return text.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/** A statement with its `?` parameters written in as literals (each as an untyped literal, as bound parameters are sent). */
function inline({ sql, params }: { sql: string; params: readonly unknown[] }) {
  const parts = sql.split('?');
  if (parts.length !== params.length + 1) throw new Error(`expected ${parts.length - 1} parameters, got ${params.length}`);
  return parts.reduce((out, part, i) => out + (params[i - 1] == null ? 'null' : quoteLiteral(literalText(params[i - 1]))) + part);
}

/** A statement with `?` parameter markers (the projector's and the store's builders write them). */
export interface Statement {
  sql: string;
  params: readonly unknown[];
}
/** Sends statements as one round trip of a transaction (see inTransaction); resolves each statement's rows. */
export type SendStatements = (statements: readonly Statement[]) => Promise<unknown[][]>;

/**
 * One transaction on one pooled connection, in as few round trips as its work needs: each
 * `send` is one simple query carrying all of its statements (the first one opens with `BEGIN`),
 * and `COMMIT` goes alone once `work` resolves. That keeps what a timeout means: one before
 * `COMMIT` leaves nothing committed (the connection is closed, the server rolls back: 503), one
 * on `COMMIT` is in doubt (504, COMMIT_IN_DOUBT). Any error, a statement's or `work`'s own (a
 * refused command), rolls the transaction back before the connection goes back to the pool.
 *
 * The SQL must use `?` only as parameter markers.
 */
export async function inTransaction<T>(orm: MikroORM, work: (send: SendStatements) => Promise<T>): Promise<T> {
  const client = (orm.em.getKnex() as unknown as { client: KnexClient }).client;
  const conn = await client.acquireConnection();
  let begun = false;
  const sendAll: SendStatements = async (statements) => {
    if (statements.length === 0) return [];
    const texts = statements.map(inline);
    const opening = !begun;
    begun = true;
    const sent = await send(conn, (opening ? ['begin', ...texts] : texts).join(';\n'));
    return (Array.isArray(sent) ? sent : [sent]).slice(opening ? 1 : 0).map((r) => r.rows);
  };
  try {
    let out: T;
    try {
      out = await work(sendAll);
    } catch (err) {
      if (begun && !conn.__knex__disposed) await send(conn, 'rollback').catch(() => (conn.__knex__disposed = 'rollback failed'));
      throw err;
    }
    if (begun) await send(conn, 'commit');
    return out;
  } finally {
    await client.releaseConnection(conn);
  }
}
