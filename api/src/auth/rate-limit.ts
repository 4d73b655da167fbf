import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Services } from '../context.js';
import { REDIS_COMMAND_TIMEOUT_MS } from '../services.js';
import type { Request, Response } from 'express';
import { englishText, toMessage, type MessageDescriptor, type MessageId } from '@fit/events/i18n/message';

export class RateLimitedError extends Error {
  readonly code = 'RATE_LIMITED';

  /** `message` is the English text; the descriptor is for the edge that writes it in the caller's language. */
  constructor(readonly descriptor: MessageDescriptor) {
    super(englishText(descriptor));
  }
}

/** Runs a limiter for a non-REST caller (GraphQL): resolves when allowed, throws RateLimitedError. */
export const checkLimit = (limiter: RateLimitRequestHandler, req: Request, res: Response) =>
  new Promise<void>((ok, fail) => {
    void limiter(req, res, (err?: unknown) => (err ? fail(err) : ok()));
  });

/**
 * A rate-limit store on the app's Redis client, under `<redisPrefix>rl:<name>:`.
 *
 * rate-limit-redis loads its two scripts when the store is constructed (SCRIPT LOAD) and keeps
 * the promises, to be awaited by the first increment or get. Until then nothing observes them:
 * when Redis stalls or is away while a limiter is made (every process makes its limiters at
 * start, before it listens) the load fails — "Command timed out" from the client's
 * commandTimeout — as an unhandled rejection, which ends the process (and a worker that ends
 * before serving stops the whole cluster). Here the failure is observed at once; the rejected
 * promise stays in the store, whose next increment or get meets it, reloads the script and goes
 * on (or fails that one call, which the limiters let through).
 *
 * Each of the store's operations is also bounded by one command timeout as a whole: on a
 * failure rate-limit-redis reloads its script and tries again, so a stalled Redis made every
 * limited request (a login, a team creation) wait out two timeouts before it was let through.
 */
export function redisRateLimitStore(s: Services, name: string): RedisStore {
  const store = new RedisStore({
    prefix: `${s.redisPrefix}rl:${name}:`,
    sendCommand: (command: string, ...args: string[]) => s.redis!.call(command, ...args) as Promise<RedisReply>,
  });
  for (const load of [store.incrementScriptSha, store.getScriptSha]) load.catch(() => {});
  const ops = store as unknown as Record<'increment' | 'decrement' | 'resetKey' | 'get', (key: string) => Promise<unknown>>;
  for (const op of ['increment', 'decrement', 'resetKey', 'get'] as const) {
    const original = ops[op].bind(store);
    ops[op] = (key: string) => withinCommandTimeout(original(key));
  }
  return store;
}

/** The operation's answer, or a timeout error after REDIS_COMMAND_TIMEOUT_MS (its own later failure is observed). */
function withinCommandTimeout<T>(operation: Promise<T>): Promise<T> {
  return new Promise<T>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('Rate-limit store timed out')), REDIS_COMMAND_TIMEOUT_MS);
    operation.then(
      (value) => {
        clearTimeout(timer);
        ok(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        fail(err);
      },
    );
  });
}

/**
 * Rate limiters shared by all instances through Redis (in memory in single-instance mode).
 * A Redis failure lets requests through rather than failing them (passOnStoreError).
 */
export function createLimiter(s: Services, name: string, limit: number, message: MessageId): RateLimitRequestHandler {
  return rateLimit({
    windowMs: s.config.rateLimits.windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    // Raised as an error so REST (error handler → 429) and GraphQL (RATE_LIMITED) share limits.
    handler: (_req, _res, next) => next(new RateLimitedError(toMessage(message))),
    store: s.redis ? redisRateLimitStore(s, name) : undefined,
  });
}
