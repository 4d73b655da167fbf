import type { PubSub } from 'type-graphql';
import type { EventBus } from '../realtime/bus.js';
import type { StoredEvent } from '../store/types.js';

/**
 * What type-graphql is given as its PubSub. Subscriptions are fed from the EventBus (Redis
 * across instances) through `liveEvents`/`pushIterator`, never from topics, so a second,
 * process-local channel cannot creep back in: publishing or subscribing by topic fails loudly.
 */
export const busOnlyPubSub: PubSub = {
  publish(topic) {
    throw new Error(`No topic pub/sub (${topic}): publish committed events on the EventBus`);
  },
  subscribe(topic) {
    throw new Error(`No topic pub/sub (${topic}): give the @Subscription a subscribe function over the EventBus`);
  },
};

/**
 * An async iterator over bus events for one subscription. `load` turns an event into the
 * payload. One command is one change: the events one transaction appended to one stream (say
 * VotingOpened and ResultsRevealed from a single PATCH) reach a subscriber as one message,
 * loaded after the commit and so showing all of them. Payloads are memoised per (kind,
 * transaction, stream) so that 500 subscribers of one change cost one read, not 500.
 *
 * Payloads are sent in the order their changes were heard, whatever order their reads finish
 * in: a presentation stepped to 2 and then 3 is sent as 2 then 3, so a screen never ends on an
 * older state than the last one stored because an earlier change's read was the slower.
 */
const memo = new Map<string, Promise<unknown>>();
const MEMO_MAX = 2000;
/** Changes a subscription remembers having delivered (a commit's events arrive together). */
const SEEN_MAX = 64;

/**
 * `opts.current`: the subscription is to a thing's current state (a cohort, a presentation,
 * voting progress, a phase's answers), read by this function. After a bus gap (events this
 * process may never hear of: Redis restarted, a subscriber cut) it is read again and sent when it
 * differs from what this subscription last sent, so a screen left open ends up showing what is
 * stored.
 *
 * `opts.snapshot`: the subscription is to a collection (a team's feedback threads): once the
 * listener is in place, every item as it is now is sent first, and live changes heard meanwhile
 * after it — so a page that read the collection before its subscription reached the server (a
 * new session's socket opening) misses no change made in between, and never ends on an older
 * copy of an item than the last stored.
 */
export function liveEvents<T>(
  bus: EventBus,
  kind: string,
  filter: (e: StoredEvent) => boolean,
  load: (e: StoredEvent) => Promise<T | null>,
  opts: { current?: () => Promise<T | null>; initial?: boolean; snapshot?: () => Promise<readonly T[]> } = {},
): AsyncIterableIterator<T> {
  const seen = new Set<string>();
  const { current, initial, snapshot } = opts;
  return pushIterator<T>((sink) => {
    // What this subscription last sent: a state read again after a gap is sent only if it differs.
    let last: string | null = null;
    // Live changes heard while the snapshot is read, sent after it.
    let held: T[] | null = snapshot ? [] : null;
    // Reads are started at once but delivered one after another, in the order they were asked for.
    let tail: Promise<unknown> = Promise.resolve();
    const inOrder = (read: Promise<T | null>, send: (value: T) => void) => {
      tail = tail
        .then(() => read)
        .then(
          (value) => {
            if (value !== null) send(value);
          },
          () => {},
        );
    };
    const push = (value: T) => {
      if (held) {
        held.push(value);
        return;
      }
      last = current ? JSON.stringify(value) : null;
      sink(value);
    };
    const offGap = current
      ? bus.onGap(() => {
          inOrder(current(), (value) => {
            if (JSON.stringify(value) !== last) push(value);
          });
        })
      : () => {};
    const off = bus.subscribe((e) => {
      if (!filter(e)) return;
      const key = `${kind}:${e.txId}:${e.streamId}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value!);
      let p = memo.get(key) as Promise<T | null> | undefined;
      if (!p) {
        p = load(e).catch(() => null);
        memo.set(key, p);
        if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value!);
      }
      inOrder(p, push);
    });
    // `initial`: the current state once the listener is in place, so a page that read the state
    // before its subscription reached the server (a new session's socket opening) misses no change
    // made in between.
    if (snapshot) {
      const release = (items: readonly T[]) => {
        const heard = held ?? [];
        held = null;
        for (const item of [...items, ...heard]) sink(item);
      };
      void snapshot().then(release, () => release([]));
    }
    if (initial && current) {
      inOrder(current(), (value) => {
        if (last === null) push(value);
      });
    }
    return () => {
      off();
      offGap();
    };
  });
}

/**
 * A listener-based source as an async iterator (one subscription): values are queued until the
 * client pulls them; ending the iterator (or the source calling `end`) unsubscribes, and later
 * pushes are dropped. Values queued before the end are still delivered.
 */
export function pushIterator<T>(subscribe: (push: (v: T) => void, end: () => void) => () => void): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  let unsubscribe: (() => void) | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe?.();
    wake?.();
  };
  unsubscribe = subscribe((v) => {
    if (done) return;
    queue.push(v);
    wake?.();
  }, finish);
  if (done) unsubscribe();
  const it: AsyncIterableIterator<T> = {
    async next() {
      while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
      wake = null;
      return queue.length > 0 ? { value: queue.shift()!, done: false } : { value: undefined, done: true };
    },
    async return() {
      finish();
      return { value: undefined, done: true };
    },
    async throw(err) {
      finish();
      throw err;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
