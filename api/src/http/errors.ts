import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError } from '@fit/events';
import { STATUS_BY_CODE } from './status.js';
import { RateLimitedError } from '../auth/rate-limit.js';
import { DOOR_MESSAGES } from './request.js';
import { describeError } from '../log.js';
import { isCommitInDoubt } from '../orm.js';

export { STATUS_BY_CODE } from './status.js';

/** The database stopped answering while it committed this write: it may or may not have landed. */
export const COMMIT_IN_DOUBT_MESSAGE = 'The database did not confirm this change in time: it may or may not have been saved. Reload to check before retrying.';

/** Errors of a database that is down, restarting, frozen or too slow: answer 503, not 500 (db/errors.ts). */
import { isDatabaseUnavailable } from '../db/errors.js';

export { isDatabaseUnavailable };

export const MALFORMED_URL_MESSAGE = 'The address contains malformed percent-encoding';

/** A body whose Content-Encoding says gzip/deflate/br but whose bytes are not: zlib's own errors. */
export function isBadCompressedBody(err: unknown): boolean {
  const e = err as { code?: unknown; errno?: unknown; status?: number };
  return e?.status === 400 && typeof e.code === 'string' && /^(Z_|ERR_BROTLI|ERR__?ZLIB|ERR_BUFFER_TOO_LARGE)/.test(e.code);
}

/** Async route wrapper: Express 5 forwards rejected promises, this just types the handler. */
export const route = (fn: RequestHandler): RequestHandler => fn;

export const notFoundApi: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** Every error becomes a JSON {message}; only a bug becomes a 500 (and is logged). */
export const errorHandler =
  (log: (m: string) => void): ErrorRequestHandler =>
  (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof DomainError) {
      if (err.code === 'UNAVAILABLE') res.set('Retry-After', '2');
      res.status(STATUS_BY_CODE[err.code]).json({ message: err.message, code: err.code });
      return;
    }
    if (err instanceof RateLimitedError) {
      res.status(429).json({ message: err.message, code: 'RATE_LIMITED' });
      return;
    }
    const e = err as { type?: string; status?: number; statusCode?: number; message?: string };
    if (e?.type === 'entity.too.large') {
      res.status(413).json({ message: 'Request body is too large' });
      return;
    }
    if (e?.type === 'entity.parse.failed') {
      res.status(400).json({ message: DOOR_MESSAGES.has(e.message ?? '') ? e.message : 'Request body is not valid JSON' });
      return;
    }
    if (err instanceof URIError || (typeof e?.message === 'string' && e.message.startsWith('Failed to decode param'))) {
      // Express decodes path parameters lazily: '%FF%FE' is the client's mistake, not ours.
      res.status(400).json({ message: MALFORMED_URL_MESSAGE });
      return;
    }
    if (isBadCompressedBody(err)) {
      res
        .status(400)
        .json({ message: `Request body does not match its Content-Encoding (${req.get('content-encoding') ?? 'none'}): it is not valid gzip or deflate data` });
      return;
    }
    if (e?.type === 'encoding.unsupported') {
      res
        .status(415)
        .json({ message: `Unsupported Content-Encoding "${String(req.get('content-encoding') ?? '').slice(0, 40)}": send JSON as is, or gzip, deflate or br` });
      return;
    }
    if (e?.type && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ message: e.message ?? 'Bad request' });
      return;
    }
    if (isCommitInDoubt(err)) {
      // Not a 503: that answer promises the write was not applied.
      res.status(504).set('Retry-After', '2').json({ message: COMMIT_IN_DOUBT_MESSAGE, code: 'IN_DOUBT' });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      res.status(503).set('Retry-After', '2').json({ message: 'Service temporarily unavailable, please retry shortly' });
      return;
    }
    log(`500 ${req.method} ${req.path}: ${describeError(err)}`);
    res.status(500).json({ message: 'Internal server error' });
  };
