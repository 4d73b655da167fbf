import type { Services } from './context.js';
import type { StoredEvent } from './store/types.js';

/**
 * How long a cached answer may be served without hearing of the events that change it: the
 * safety net for an event another instance published while Redis was away (live updates are
 * best-effort). This instance's own writes invalidate it before their answer is sent.
 */
const MAX_AGE_MS = 5_000;

export interface ReadCacheOptions<K, V> {
  /** Reads the answer for a key from the read models. */
  load: (key: K) => Promise<V>;
  /** The cached keys an event may change: `'all'`, some keys, or none (`null`). */
  affects: (event: StoredEvent) => 'all' | readonly K[] | null;
  /** Whether an answer is kept (say, not "no such thing": one may be made any moment). */
  keep?: (value: V) => boolean;
  /** Keys held at most; past it the oldest is dropped. */
  maxEntries: number;
}

type Entry<V> = { at: number; value: Promise<V> };

/**
 * Answers that many ask for at once while nothing changes them (a cohort's results at the
 * reveal, a team by its code on the join screen), kept per process. An event that may change an
 * answer drops it: this process's commits at once (Services.onCommitted, before the write is
 * answered, so a client reads its own writes), other processes' through the event bus (within a
 * bus hop), and a bus gap drops everything. A load that an event overtakes is dropped with the
 * entry it was made for, never kept stale.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    s: Services,
    private readonly opts: ReadCacheOptions<K, V>,
  ) {
    const heard = (e: StoredEvent) => {
      // An erased team's name or words may be in any answer: none is kept.
      if (e.type === 'TeamErased') return this.clear();
      const keys = opts.affects(e);
      if (keys === 'all') this.clear();
      else if (keys) for (const k of keys) this.entries.delete(k);
    };
    s.bus.subscribe(heard);
    // Events this process may never hear of: nothing cached can be trusted.
    s.bus.onGap(() => this.clear());
    const before = s.onCommitted;
    s.onCommitted = (events) => {
      before?.(events);
      for (const e of events) heard(e);
    };
  }

  /** Drops every answer (as a bus gap does; a test that changes read models behind the app's back). */
  clear() {
    this.entries.clear();
  }

  get(key: K): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.value;
    const entry: Entry<V> = { at: Date.now(), value: this.opts.load(key) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    // A load that fails is not kept, nor an answer `keep` refuses.
    entry.value.then((v) => {
      if (this.opts.keep && !this.opts.keep(v)) drop();
    }, drop);
    return entry.value;
  }
}

/** What a process keeps per Services (an app instance; tests run several in one process): made on first use. */
export function perServices<C>(make: (s: Services) => C): (s: Services) => C {
  const caches = new WeakMap<Services, C>();
  return (s) => {
    let cache = caches.get(s);
    if (!cache) caches.set(s, (cache = make(s)));
    return cache;
  };
}
