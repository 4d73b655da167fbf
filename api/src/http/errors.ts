import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type DomainErrorCode } from '@fit/events';
import { RateLimitedError } from '../auth/rate-limit.js';
import { NUL_MESSAGE } from './request.js';

export const STATUS_BY_CODE: Record<DomainErrorCode | 'RATE_LIMITED', number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** Errors of a database that is down or restarting: answer 503, not 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; name?: string };
  const code = e?.code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'].includes(code)) return true;
  const msg = e?.message ?? '';
  return /Connection terminated|connection.*(closed|refused|terminated)|Knex: Timeout acquiring a connection|the database system is (starting up|shutting down|not yet accepting connections)|terminating connection|Transaction query already complete|is not queryable|read ECONNRESET/i.test(msg);
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
      res.status(400).json({ message: e.message === NUL_MESSAGE ? NUL_MESSAGE : 'Request body is not valid JSON' });
      return;
    }
    if (e?.type && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ message: e.message ?? 'Bad request' });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      res.status(503).set('Retry-After', '2').json({ message: 'Service temporarily unavailable, please retry shortly' });
      return;
    }
    log(`500 ${req.method} ${req.originalUrl}: ${(err as Error)?.stack ?? String(err)}`);
    res.status(500).json({ message: 'Internal server error' });
  };
