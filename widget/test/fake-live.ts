import type { CohortSink, SubscribeCohort } from '../src/live.js';
import type { CohortChange } from '../src/operations.js';

/** A stand-in for the graphql-ws subscription: tests push cohortChanged events by hand. */
export function fakeLive() {
  const sinks = new Map<CohortSink, string>();
  let closed = 0;
  const subscribe: SubscribeCohort = (tag, sink) => {
    sinks.set(sink, tag);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      closed++;
      sinks.delete(sink);
    };
  };
  return {
    subscribe,
    get open() {
      return sinks.size;
    },
    get closed() {
      return closed;
    },
    tags: () => [...sinks.values()],
    emit(change: CohortChange) {
      for (const [sink, tag] of sinks) if (tag === change.tag) sink.next(change);
    },
    resync() {
      for (const sink of sinks.keys()) sink.resync();
    },
    /** A prize category's results changed (data-category widgets listen). */
    categoriesChanged() {
      for (const sink of sinks.keys()) sink.categoriesChanged?.();
    },
  };
}
