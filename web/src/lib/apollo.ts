import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

/** ws:// or wss:// on the page's own origin (every call is same-origin, docs/PRODUCT.md#calls). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

// Live views (the instructor dashboard) refetch when the socket comes back after a drop: the
// server does not replay events missed while it was down.
const reconnectListeners = new Set<() => void>();

/** Calls listener each time the graphql-ws socket reconnects after a drop; returns an unsubscribe. */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

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
  const http = new HttpLink({ uri: `${window.location.origin}/graphql`, credentials: 'same-origin' });
  const ws = new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(),
      lazy: true,
      retryAttempts: 5,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) reconnectListeners.forEach((l) => l());
        },
      },
    }),
  );
  return new ApolloClient({
    link: ApolloLink.split(isSubscription, ws, http),
    cache: new InMemoryCache({
      typePolicies: {
        // Lists whose newer answer replaces the old one whole (cohorts have no id; a showcase or
        // a team's votes are always fetched complete).
        Query: { fields: { cohorts: { merge: false }, showcase: { merge: false }, myVotes: { merge: false } } },
        VotingProgress: { keyFields: ['cohortTag'] },
        Presentation: { keyFields: ['cohortTag'] },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

let client: ApolloClient | null = null;

/** One client per page load, shared by the lazy app shell and the landing page's team dialog. */
export function getApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}

/** Tests: drop the shared client so each test starts with an empty cache. */
export function resetApolloClient() {
  client?.stop();
  client = null;
}
