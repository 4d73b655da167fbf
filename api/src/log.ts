/**
 * What may reach a log line. No secret ever does: not an access token, a session id, a password,
 * nor the parameters of a SQL statement (which carry all of those). Every line goes through
 * redactSecrets (createServices wraps the log with it), and errors are described by
 * describeError, which never prints a database error's message (MikroORM puts the statement
 * with its parameters inlined there, and PostgreSQL quotes the offending value in its own).
 */

/** A 24-byte base64url token (access tokens, session ids): 32 URL-safe characters on their own. */
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/g;
/** A signed express-session cookie value, and any cookie header. */
const SESSION_COOKIE = /\bs(?::|%3A)[A-Za-z0-9_-]{16,}\.[A-Za-z0-9+/_%-]+/gi;
const COOKIE_HEADER = /\b(cookie|set-cookie)(["']?\s*[:=]\s*)[^\n]*/gi;
/** "password": "…", access_token=…, token: '…' in JSON, forms or messages. */
const NAMED_SECRET = /\b(password|passwd|access_?token|accessToken|token|secret|session_?id|sid)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&}]+)/gi;

export const REDACTED = '[redacted]';

export function redactSecrets(line: string): string {
  return line.replace(COOKIE_HEADER, `$1$2${REDACTED}`).replace(NAMED_SECRET, `$1$2${REDACTED}`).replace(SESSION_COOKIE, REDACTED).replace(TOKEN, REDACTED);
}

/** The log function every part of the app receives: one line, secrets removed. */
export const safeLog = (sink: (m: string) => void) => (message: string) => sink(redactSecrets(message));

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** True for errors that came from PostgreSQL or the ORM's wrapping of them. */
function isDatabaseError(err: unknown): err is Error & Record<string, unknown> {
  const e = err as { code?: unknown; sqlState?: unknown; name?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return typeof e.sqlState === 'string' || (typeof e.code === 'string' && SQLSTATE.test(e.code)) || (typeof e.name === 'string' && /Exception$/.test(e.name));
}

const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((l) => /^\s+at /.test(l))
        .join('\n')
    : '';

/**
 * An error for the log: name, and for database errors only what identifies the failure
 * (SQLSTATE, constraint, table, column, routine), never the message; then the stack frames.
 */
export function describeError(err: unknown): string {
  if (isDatabaseError(err)) {
    const parts = [`${err.name || 'DatabaseError'}`];
    for (const k of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      const v = err[k];
      if (typeof v === 'string' && v && /^[\w.$-]{1,100}$/.test(v)) parts.push(`${k}=${v}`);
    }
    return `${parts.join(' ')} (message withheld: it may carry statement parameters)\n${frames(err.stack)}`;
  }
  if (err instanceof Error) return redactSecrets(err.stack ?? `${err.name}: ${err.message}`);
  return redactSecrets(String(err));
}
