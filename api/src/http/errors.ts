import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError } from '@fit/events';
import { message, type MessageId } from '@fit/events/i18n/message';
import { STATUS_BY_CODE } from './status.js';
import { refuse, untranslated } from './refuse.js';
import { RateLimitedError } from '../auth/rate-limit.js';
import { UnstorableText } from './request.js';
import { describeError } from '../log.js';
import { isCommitInDoubt } from '../orm.js';

export { STATUS_BY_CODE } from './status.js';

/** The database stopped answering while it committed this write: it may or may not have landed. */
export const COMMIT_IN_DOUBT_MESSAGE = 'The database did not confirm this change in time: it may or may not have been saved. Reload to check before retrying.';

/** Errors of a database that is down, restarting, frozen or too slow: answer 503, not 500 (db/errors.ts). */
import { routeOf } from '../observability/route.js';
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
  refuse(res, 404, 'Not found');
};

/** Every error becomes a JSON {message, code}; only a bug becomes a 500 (and is logged). */
export const errorHandler =
  (log: (m: string) => void): ErrorRequestHandler =>
  (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof DomainError) {
      if (err.code === 'UNAVAILABLE') res.set('Retry-After', '2');
      refuse(res, STATUS_BY_CODE[err.code], err.descriptor);
      return;
    }
    if (err instanceof RateLimitedError) {
      refuse(res, 429, err.descriptor);
      return;
    }
    const e = err as { type?: string; status?: number; statusCode?: number; message?: string };
    if (e?.type === 'entity.too.large') {
      refuse(res, 413, 'Request body is too large');
      return;
    }
    if (e?.type === 'entity.parse.failed') {
      refuse(res, 400, err instanceof UnstorableText ? (err.message as MessageId) : 'Request body is not valid JSON');
      return;
    }
    if (err instanceof URIError || (typeof e?.message === 'string' && e.message.startsWith('Failed to decode param'))) {
      // Express decodes path parameters lazily: '%FF%FE' is the client's mistake, not ours.
      refuse(res, 400, MALFORMED_URL_MESSAGE);
      return;
    }
    if (isBadCompressedBody(err)) {
      refuse(
        res,
        400,
        message('Request body does not match its Content-Encoding ({encoding}): it is not valid gzip or deflate data', {
          encoding: req.get('content-encoding') ?? 'none',
        }),
      );
      return;
    }
    if (e?.type === 'encoding.unsupported') {
      refuse(
        res,
        415,
        message('Unsupported Content-Encoding "{encoding}": send JSON as is, or gzip, deflate or br', {
          encoding: String(req.get('content-encoding') ?? '').slice(0, 40),
        }),
      );
      return;
    }
    if (e?.type && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      // The parser's own words (body-parser, raw-body): no message of ours.
      refuse(res, e.status, e.message ? untranslated(e.message) : 'Bad request');
      return;
    }
    if (isCommitInDoubt(err)) {
      // Not a 503: that answer promises the write was not applied.
      res.set('Retry-After', '2');
      refuse(res, 504, COMMIT_IN_DOUBT_MESSAGE, 'IN_DOUBT');
      return;
    }
    if (isDatabaseUnavailable(err)) {
      res.set('Retry-After', '2');
      refuse(res, 503, 'Service temporarily unavailable, please retry shortly');
      return;
    }
    // The route's pattern, not the path: a path carries team codes and ids.
    log(`500 ${req.method} ${routeOf(req)}: ${describeError(err)}`);
    refuse(res, 500, 'Internal server error');
  };
