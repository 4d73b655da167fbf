import { createClient, type Client } from 'graphql-ws';
import { CATEGORY_RESULTS_CHANGED_SUBSCRIPTION, COHORT_CHANGED_SUBSCRIPTION, type CohortChange, type CohortChangedData } from './operations.js';

export interface CohortSink {
  /** A change of the cohort's flags or name (voting opened, results revealed or hidden…). */
  next(change: CohortChange): void;
  /**
   * The socket is (re)connected: events may have been missed (during a drop, or between the
   * first look and the subscription taking hold), so look again.
   */
  resync(): void;
  /** data-category only: a prize category's results changed (a late score or ballot); look again. */
  categoriesChanged?(): void;
}

/** Subscribes to one cohort's changes; returns the function that ends the subscription. */
export type SubscribeCohort = (tag: string, sink: CohortSink) => () => void;

export const RETRY_ATTEMPTS = 20;
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 60_000;

/** Exponential backoff with full jitter: 1 s, 2 s, 4 s … capped at a minute. */
export const retryDelay = (retries: number, random: () => number = Math.random) =>
  Math.round(Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** retries) * (0.5 + random() / 2));

export const wsUrl = (appUrl: string) => `${appUrl.replace(/^http/, 'ws')}/graphql`;

interface Shared {
  client: Client;
  users: number;
  resyncListeners: Set<() => void>;
}

/** One socket per app URL, however many widgets the page holds. */
const clients = new Map<string, Shared>();

function acquire(url: string): Shared {
  let shared = clients.get(url);
  if (!shared) {
    const listeners = new Set<() => void>();
    const client = createClient({
      url,
      // Connect on the first subscription, close as soon as the last one ends.
      lazy: true,
      lazyCloseTimeout: 0,
      retryAttempts: RETRY_ATTEMPTS,
      retryWait: (retries) => new Promise((ok) => setTimeout(ok, retryDelay(retries))),
      // Any drop is worth another try (within retryAttempts); the server may just be restarting.
      shouldRetry: () => true,
      on: {
        connected: () => {
          for (const l of listeners) l();
        },
      },
    });
    shared = { client, users: 0, resyncListeners: listeners };
    clients.set(url, shared);
  }
  shared.users++;
  return shared;
}

function release(url: string, shared: Shared) {
  if (--shared.users > 0) return;
  clients.delete(url);
  void shared.client.dispose();
}

/** The real subscription over graphql-ws at ws(s)://HOST/graphql. */
export const graphqlWsSubscribe =
  (appUrl: string): SubscribeCohort =>
  (tag, sink) => {
    const url = wsUrl(appUrl);
    const shared = acquire(url);
    const onResync = () => sink.resync();
    shared.resyncListeners.add(onResync);
    const stop = shared.client.subscribe<CohortChangedData>(
      { query: COHORT_CHANGED_SUBSCRIPTION, variables: { tag } },
      {
        next: (msg) => {
          if (msg.data?.cohortChanged) sink.next(msg.data.cohortChanged);
        },
        // Errors after the retries are spent: the widget keeps what it shows.
        error: () => {},
        complete: () => {},
      },
    );
    // A widget showing a prize category also hears of its results changing after the reveal.
    const stopCategories = sink.categoriesChanged
      ? shared.client.subscribe(
          { query: CATEGORY_RESULTS_CHANGED_SUBSCRIPTION, variables: { cohortTag: tag } },
          { next: () => sink.categoriesChanged?.(), error: () => {}, complete: () => {} },
        )
      : () => {};
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      shared.resyncListeners.delete(onResync);
      stop();
      stopCategories();
      release(url, shared);
    };
  };
