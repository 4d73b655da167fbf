import { ipKeyGenerator, MemoryStore, type Options, type Store } from 'express-rate-limit';
import type { Request } from 'express';
import type { Services } from '../context.js';
import { perServices } from '../read-cache.js';
import { createLimiter, RateLimitedError, redisRateLimitStore } from './rate-limit.js';
import { toMessage, type MessageId } from '@fit/events/i18n/message';

/**
 * Every rate limiter of the process, made once per Services and shared by the REST routes and
 * the GraphQL resolvers, so a limit counts the same client the same way through either door.
 */
export interface Limiters {
  adminLogin: ReturnType<typeof createLimiter>;
  teamLogin: ReturnType<typeof createLimiter>;
  teamCreate: ReturnType<typeof createLimiter>;
  teamCodeMisses: MissCounter;
}

export const limitersOf = perServices((s): Limiters => {
  const { rateLimits } = s.config;
  return {
    adminLogin: createLimiter(s, 'admin-login', rateLimits.adminLoginPerWindow, 'Too many login attempts. Please wait a few minutes and try again.'),
    teamLogin: createLimiter(s, 'team-login', rateLimits.teamLoginPerWindow, 'Too many attempts. Please wait a few minutes and try again.'),
    teamCreate: createLimiter(s, 'team-create', rateLimits.teamCreatePerWindow, 'Too many teams created from this address. Please wait a few minutes and try again.'),
    teamCodeMisses: new MissCounter(
      s,
      'team-code-miss',
      rateLimits.teamLookupMissesPerWindow,
      'Too many team codes that do not exist were tried from this address. Check the code with your team or instructor, and try again in a few minutes.',
    ),
  };
});

/**
 * The client a limit counts: its IP, IPv6 by /56. Express works it out for HTTP (from
 * X-Forwarded-For with TRUST_PROXY); a WebSocket upgrade request is no Express request, so
 * there the same header is read by hand behind a trusted proxy.
 */
export function clientKey(req: Request, trustProxy: boolean): string {
  const forwarded = req.headers?.['x-forwarded-for'];
  const viaProxy = trustProxy && typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : undefined;
  return ipKeyGenerator(req.ip ?? (viaProxy || req.socket?.remoteAddress) ?? 'unknown');
}

/**
 * Counts only failures: a client may succeed as often as it likes, but once it has failed
 * `limit` times in a window it is refused until the window ends. Team codes are guessed by
 * failing; a classroom behind one address joining its real teams does not fail. Like the other
 * limiters, a Redis failure lets requests through rather than failing them.
 */
export class MissCounter {
  private readonly store: Store;

  constructor(
    s: Services,
    name: string,
    readonly limit: number,
    readonly message: MessageId,
  ) {
    this.store = s.redis ? redisRateLimitStore(s, name) : new MemoryStore();
    void this.store.init?.({ windowMs: s.config.rateLimits.windowMs } as Options);
  }

  /** Throws RateLimitedError when the client has used up its failures for this window. */
  async check(key: string): Promise<void> {
    let hits = 0;
    try {
      const info = await this.store.get?.(key);
      if (info && (!info.resetTime || info.resetTime.getTime() > Date.now())) hits = info.totalHits;
    } catch {
      return;
    }
    if (hits >= this.limit) throw new RateLimitedError(toMessage(this.message));
  }

  async miss(key: string): Promise<void> {
    try {
      await this.store.increment(key);
    } catch {
      // passOnStoreError, as for the other limiters
    }
  }
}
