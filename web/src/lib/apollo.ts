import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type ApolloCache, type Reference, type StoreObject } from '@apollo/client';
import type { FieldFunctionOptions, FieldPolicy, NormalizedCacheObject } from '@apollo/client/cache';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { tap } from 'rxjs';
import { currentLocale, onLanguageSwitched } from '../i18n/I18nProvider.tsx';
import { isOnline, offlineFetch, readSnapshot, resumeKeeping, saveSnapshot } from './offline.ts';

/** ws:// or wss:// on the page's own origin (every call is same-origin, docs/PRODUCT.md#calls). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

// Live views (the instructor dashboard) refetch when the socket comes back after a drop: the
// server does not replay events missed while it was down.
const reconnectListeners = new Set<() => void>();

/**
 * Calls listener each time the graphql-ws socket reconnects after a drop, or after this page's
 * session changed (the socket is then opened again with the new session); returns an unsubscribe.
 */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/*
 * This page's session. A live connection keeps the identity it was opened with (docs/API.md), so
 * when a mutation changes the session — a secure-link login, joining by code (a re-join after a
 * refusal too), creating a team, a login or logout — the graphql-ws socket is opened again at once
 * (its subscriptions carried over) and every live view that listens (useSessionEpoch) subscribes
 * again, as the new session; one the old session was refused reads its data again first
 * (useReadOnNewSession).
 */
const SESSION_MUTATIONS = new Set(['teamLogin', 'teamLogout', 'joinTeam', 'createTeam', 'adminLogin', 'adminLogout', 'judgeLogin', 'judgeLogout']);
let sessionEpoch = 0;
const sessionListeners = new Set<() => void>();
let restartSocket: () => void = () => {};

/** The page's session changed: live updates start over with it. */
export function sessionChanged() {
  restartSocket();
  sessionEpoch += 1;
  sessionListeners.forEach((l) => l());
}

/** Calls listener each time this page's session changes; returns an unsubscribe. */
export const onSessionChange = (listener: () => void) => {
  sessionListeners.add(listener);
  return () => void sessionListeners.delete(listener);
};

/** A number that changes each time this page's session changes (a live view's cue to start over). */
export const useSessionEpoch = () => useSyncExternalStore(onSessionChange, () => sessionEpoch);

/**
 * For a live view whose subscription starts with the state as it is (the server sends it once the
 * subscription is in place, on a socket opened with this page's session): when the page's session
 * changes, `read` runs only if the view has nothing to show yet (`hasData` false: the old session
 * was refused it), so that its subscription can start; a view that has data starts over through
 * its subscription alone. No read is made when the socket opens: an answer read before the
 * subscription's start could land after it and put the view back to an older state (an
 * announcement made as the socket opened would vanish).
 */
export function useReadOnNewSession(read: (() => unknown) | null, hasData: boolean) {
  const latest = useRef({ read, hasData });
  latest.current = { read, hasData };
  useEffect(
    () =>
      onSessionChange(() => {
        const { read: now, hasData: has } = latest.current;
        if (now && !has) void Promise.resolve(now()).catch(() => {});
      }),
    [],
  );
}

const changesSession = ({ query }: ApolloLink.Operation) => {
  const def = getMainDefinition(query);
  return (
    def.kind === 'OperationDefinition' &&
    def.operation === 'mutation' &&
    def.selectionSet.selections.some((s) => s.kind === 'Field' && SESSION_MUTATIONS.has(s.name.value))
  );
};

const LOGOUTS = new Set(['teamLogout', 'adminLogout', 'judgeLogout']);
const startsSession = ({ query }: ApolloLink.Operation) => {
  const def = getMainDefinition(query);
  return def.kind === 'OperationDefinition' && def.selectionSet.selections.some((s) => s.kind === 'Field' && !LOGOUTS.has(s.name.value));
};

/** After a mutation that changed the session lands (no errors), tells the page. */
const sessionLink = new ApolloLink((operation, forward) =>
  changesSession(operation)
    ? forward(operation).pipe(
        tap((result) => {
          if (result.errors?.length) return;
          // A new session's answers may be kept for offline use again (a sign-out stopped it).
          if (startsSession(operation)) resumeKeeping();
          sessionChanged();
        }),
      )
    : forward(operation),
);

/**
 * After every answer to a query or mutation, a copy of the cache is kept for a page opened
 * offline (a second later, once for all that arrive meanwhile). Live updates do not each cause
 * one: the next answer's copy holds what they changed.
 */
let keepSoon: () => void = () => {};
const keepLink = new ApolloLink((operation, forward) => forward(operation).pipe(tap(() => keepSoon())));

/** Every request says the page's language, so the API answers refusals in it (docs/API.md#conventions). */
const languageLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'accept-language': currentLocale() } }));
  return forward(operation);
});

/**
 * graphql-ws's own backoff (1 s doubling, plus 0.3–3 s), except after a session change: then the
 * next attempt goes at once, also when the change comes while a wait is under way (the server
 * closed the socket as the session ended, and the page joined again meanwhile): its live views
 * must not wait seconds for a socket the new session could open now.
 */
let reconnectAtOnce = false;
let wakeRetry: (() => void) | null = null;
export const retryWait = async (retries: number) => {
  if (reconnectAtOnce) {
    reconnectAtOnce = false;
    return;
  }
  // Offline, the next attempt waits for the network rather than spending the retries on it.
  if (!isOnline()) await new Promise((ok) => window.addEventListener('online', ok, { once: true }));
  if (reconnectAtOnce) {
    reconnectAtOnce = false;
    return;
  }
  await new Promise<void>((ok) => {
    const done = () => {
      clearTimeout(timer);
      wakeRetry = null;
      reconnectAtOnce = false;
      ok();
    };
    const timer = setTimeout(done, 1000 * 2 ** retries + 300 + Math.floor(Math.random() * 2700));
    wakeRetry = done;
  });
};

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const def = getMainDefinition(query);
  return def.kind === 'OperationDefinition' && def.operation === 'subscription';
};

/**
 * Queries and mutations over HTTP POST with the session cookie; subscriptions over graphql-ws
 * (the socket opens lazily on the first subscription). docs/PRODUCT.md#calls: no retries, no
 * polling, no focus refetch, data never stale — so no RetryLink, no refetch manager, cache-first
 * reads.
 */
export function createApolloClient(): ApolloClient {
  // Offline, reads answer from what this device kept and writes are refused (lib/offline.ts).
  const http = new HttpLink({ uri: `${window.location.origin}/graphql`, credentials: 'same-origin', fetch: offlineFetch });
  // A socket exists (opening or open): its upgrade request carried the session of that moment.
  let socket = false;
  const wsClient = createClient({
    url: graphqlWsUrl(),
    lazy: true,
    // The socket's upgrade request carries the browser's languages, not the page's choice.
    connectionParams: () => ({ locale: currentLocale() }),
    retryAttempts: 5,
    retryWait,
    on: {
      connecting: () => {
        socket = true;
      },
      connected: (_socket, _payload, wasRetry) => {
        reconnectAtOnce = false;
        if (wasRetry) reconnectListeners.forEach((l) => l());
      },
      closed: () => {
        socket = false;
      },
    },
  });
  // A socket opened with the old session is closed, and one waiting to try again tries now: its
  // subscriptions reconnect at once, as the new session.
  restartSocket = () => {
    reconnectAtOnce = true;
    if (socket) wsClient.terminate();
    else wakeRetry?.();
  };
  const ws = new GraphQLWsLink(wsClient);
  const client = new ApolloClient({
    link: ApolloLink.split(isSubscription, ws, ApolloLink.from([languageLink, sessionLink, keepLink, http])),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  // The server answers in the page's language (Accept-Language): after a switch of language every
  // query on screen is asked again, so what the server said — a refusal shown in place of a page
  // (a judge's "Judge session required…"), texts it translates — reads in the new language
  // without a reload. (A client no longer in use is let go, and stops listening.)
  const held = new WeakRef(client);
  const stop = onLanguageSwitched(() => {
    const c = held.deref();
    if (!c) return stop();
    void c.refetchQueries({ include: 'active' }).catch(() => {});
  });
  return client;
}

/*
 * Cohorts, active and archived: one stored list of every cohort either view has loaded, each a
 * reference to the one normalised Cohort (keyed by tag). A view reads the cohorts whose own
 * `archived` flag matches it, newest first as the API orders them, so archiving, restoring or a
 * live change moves a cohort between the views by itself; only a brand-new cohort has to be
 * added (addCohort). A view that never loaded reads as missing, so it is fetched when opened.
 */
interface CohortLists {
  loaded: Record<string, true>;
  refs: Reference[];
}

const viewOf = (args: FieldFunctionOptions['args']) => String(args?.archived ?? false);

const cohortsPolicy: FieldPolicy<CohortLists, Reference[], Reference[] | undefined> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    const view = viewOf(args);
    const others = (existing?.refs ?? []).filter((ref) => String(readField('archived', ref)) !== view);
    return { loaded: { ...existing?.loaded, [view]: true }, refs: [...others, ...incoming] };
  },
  read(existing, { args, readField }) {
    const view = viewOf(args);
    if (!existing?.loaded[view]) return undefined;
    const createdAt = (ref: Reference) => String(readField('createdAt', ref) ?? '');
    const tag = (ref: Reference) => String(readField('tag', ref) ?? '');
    return existing.refs
      .filter((ref) => String(readField('archived', ref)) === view)
      .sort((a, b) => createdAt(b).localeCompare(createdAt(a)) || tag(a).localeCompare(tag(b)));
  },
};

/** Files a cohort the lists have not seen yet (just created, here or by another instructor). */
export function addCohort(cache: ApolloCache, cohort: StoreObject & { tag: string }) {
  const ref = cache.identify(cohort);
  if (!ref) return;
  cache.modify<{ cohorts: CohortLists }>({
    fields: {
      cohorts: (lists, { toReference, readField }) => {
        const value = lists as unknown as CohortLists;
        if (value.refs.some((r) => readField('tag', r) === cohort.tag)) return lists;
        return { ...value, refs: [...value.refs, toReference(ref)!] } as never;
      },
    },
  });
}

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      // Lists whose newer answer replaces the old one whole (a showcase or a team's votes are
      // always fetched complete).
      Query: {
        fields: {
          cohorts: cohortsPolicy,
          showcase: { merge: false },
          myVotes: { merge: false },
          // A phase's answers that arrived live (phaseDataChanged) answer the query too, even
          // when it first came back empty.
          phaseData: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== null) return existing;
              const ref = toReference({ __typename: 'PhaseData', teamId: args?.teamId, phaseNumber: args?.phaseNumber });
              return ref && canRead(ref) ? ref : null;
            },
          },
        },
      },
      Cohort: { keyFields: ['tag'] },
      PhaseData: { keyFields: ['teamId', 'phaseNumber'] },
      PhaseConfig: { keyFields: ['phase', 'locale'] },
      VotingProgress: { keyFields: ['cohortTag'] },
      Presentation: { keyFields: ['cohortTag'] },
      ExportFile: { keyFields: ['jobId'] },
    },
  });
}

let client: ApolloClient | null = null;
let restored: Promise<void> | null = null;

/**
 * A page opened offline starts from the copy of the cache this device kept (the team, the
 * phase's texts), and reads every query again once the network is back; online, it starts
 * empty and asks the server. Afterwards, a copy is kept a second after each answer.
 */
function keepForOffline(c: ApolloClient): Promise<void> | null {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const keep = () => {
    timer = null;
    void saveSnapshot(c.cache.extract()).catch(() => undefined);
  };
  keepSoon = () => {
    if (!timer) timer = setTimeout(keep, 1000);
  };
  if (isOnline()) return null;
  const restoring = readSnapshot<NormalizedCacheObject>().then((kept) => {
    if (!kept) return;
    c.cache.restore(kept);
    window.addEventListener('online', () => void c.refetchObservableQueries().catch(() => undefined), { once: true });
  });
  // Once in, nothing is left to wait for.
  void restoring.finally(() => (restored = null));
  return restoring;
}

/** One client per page load, shared by the lazy app shell and the landing page's team dialog. */
export function getApolloClient(): ApolloClient {
  if (!client) {
    client = createApolloClient();
    restored = keepForOffline(client);
  }
  return client;
}

/** Resolves once the shared client holds what this device kept; null when there is nothing to wait for (online). */
export const cacheRestored = () => restored;

/** Tests: drop the shared client so each test starts with an empty cache. */
export function resetApolloClient() {
  client?.stop();
  client = null;
}
