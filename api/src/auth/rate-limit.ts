import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Services } from '../context.js';
import type { Request, Response } from 'express';

export class RateLimitedError extends Error {
  readonly code = 'RATE_LIMITED';
}

/** Runs a limiter for a non-REST caller (GraphQL): resolves when allowed, throws RateLimitedError. */
export const checkLimit = (limiter: RateLimitRequestHandler, req: Request, res: Response) =>
  new Promise<void>((ok, fail) => {
    void limiter(req, res, (err?: unknown) => (err ? fail(err) : ok()));
  });

/**
 * Rate limiters shared by all instances through Redis (in memory in single-instance mode).
 * A Redis failure lets requests through rather than failing them (passOnStoreError).
 */
export function createLimiter(s: Services, name: string, limit: number, message: string): RateLimitRequestHandler {
  return rateLimit({
    windowMs: s.config.rateLimits.windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    // Raised as an error so REST (error handler → 429) and GraphQL (RATE_LIMITED) share limits.
    handler: (_req, _res, next) => next(new RateLimitedError(message)),
    store: s.redis
      ? new RedisStore({
          prefix: `${s.redisPrefix}rl:${name}:`,
          sendCommand: (command: string, ...args: string[]) => s.redis!.call(command, ...args) as Promise<RedisReply>,
        })
      : undefined,
  });
}
