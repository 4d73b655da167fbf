/**
 * What a database error means to the code that met it: one classification for the command
 * handler's retries, group commit, the HTTP and GraphQL answers and the fault handling.
 */

/** pg's own error for a statement the client stopped waiting for. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';
/**
 * The one timeout whose outcome is unknown: a COMMIT the server may have carried out just before
 * it froze (after the commit deadline was checked), with its reply lost. Never answered 503.
 */
export const COMMIT_IN_DOUBT = `${QUERY_READ_TIMEOUT} on COMMIT`;

export type DbFailure =
  /** A unique constraint refused the row (a lost race on a stream version, a taken code). */
  | { kind: 'unique'; constraint: string }
  /** Another integrity or data rule refused it (SQLSTATE classes 22 and 23). */
  | { kind: 'constraint' }
  /** PostgreSQL rolled the transaction back and asks for it to be tried again (class 40: deadlock, serialization). */
  | { kind: 'retry' }
  /** The COMMIT was sent and not confirmed: the change may or may not have landed. */
  | { kind: 'in-doubt' }
  /** The database is down, restarting, frozen or too slow (a timeout fired). */
  | { kind: 'unavailable' };

// 57014: statement_timeout or the commit deadline fired; 25P03: idle-in-transaction timeout.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '57014', '25P03', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_MESSAGE =
  /Query read timeout|^timeout expired$|timeout exceeded when trying to connect|Connection terminated|connection.*(closed|refused|terminated)|Knex: Timeout acquiring a connection|the database system is (starting up|shutting down|not yet accepting connections)|terminating connection|Transaction query already complete|is not queryable|read ECONNRESET/i;

/** What the error means, or null when it is not a database failure. */
export function dbFailure(err: unknown): DbFailure | null {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (message.includes(COMMIT_IN_DOUBT)) return { kind: 'in-doubt' };
  if (code === '23505') return { kind: 'unique', constraint: typeof e.constraint === 'string' ? e.constraint : message };
  if (/^(22|23)/.test(code)) return { kind: 'constraint' };
  if (/^40/.test(code)) return { kind: 'retry' };
  if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_MESSAGE.test(message)) return { kind: 'unavailable' };
  return null;
}

export const isUniqueViolationOf = (err: unknown, constraint: string) => {
  const f = dbFailure(err);
  return f?.kind === 'unique' && f.constraint.includes(constraint);
};
export const isDatabaseUnavailable = (err: unknown) => dbFailure(err)?.kind === 'unavailable';
export const isCommitInDoubt = (err: unknown) => dbFailure(err)?.kind === 'in-doubt';
