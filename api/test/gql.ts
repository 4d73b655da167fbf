import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { TestClient } from './harness.js';

export async function gql<T = any>(client: TestClient, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await client.post<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>('/graphql', { query, variables }, headers);
  return { status: res.status, data: res.body?.data as T, errors: res.body?.errors, codes: res.body?.errors?.map((e) => e.extensions?.code) };
}

/** A graphql-ws client that presents the given cookie (and origin) on the upgrade. */
export function wsClient(baseUrl: string, opts: { cookie?: string; origin?: string } = {}): Client {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.origin) headers.origin = opts.origin;
  class HeaderSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({ url: baseUrl.replace(/^http/, 'ws') + '/graphql', webSocketImpl: HeaderSocket, lazy: false, retryAttempts: 0 });
}

/**
 * Collects the next results of a subscription until there are `count` of them, or (given a
 * predicate) until one satisfies it: a push of an earlier change may still arrive after the
 * subscription is in place, before the change awaited. Rejects after timeoutMs.
 */
export function nextResults<T = any>(client: Client, query: string, variables: Record<string, unknown>, count: number | ((result: T) => boolean) = 1, timeoutMs = 5000) {
  const got: T[] = [];
  let ready!: () => void;
  const subscribed = new Promise<void>((r) => (ready = r));
  const done = new Promise<T[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`timed out with ${got.length} results: ${JSON.stringify(got)}`));
    }, timeoutMs);
    const dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (v) => {
          if (v.errors) {
            clearTimeout(timer);
            dispose();
            reject(new Error(JSON.stringify(v.errors)));
            return;
          }
          got.push(v.data as T);
          if (typeof count === 'number' ? got.length >= count : count(v.data as T)) {
            clearTimeout(timer);
            dispose();
            resolve(got);
          }
        },
        error: (e) => {
          clearTimeout(timer);
          reject(e instanceof Error ? e : new Error(JSON.stringify(e)));
        },
        complete: () => {},
      },
    );
    // The server subscribes on receipt; give the subscribe message a moment to land.
    setTimeout(ready, 150);
  });
  return { subscribed, done, got };
}

/**
 * A bare graphql-transport-ws socket (no client library): every message the server sends is
 * kept as the exact text it sent, so a test can check the protocol's messages byte for byte.
 */
export async function rawWsSocket(baseUrl: string) {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  const texts: string[] = [];
  ws.on('message', (data) => texts.push(String(data)));
  await new Promise((ok, fail) => {
    ws.once('open', ok);
    ws.once('error', fail);
  });
  ws.send(JSON.stringify({ type: 'connection_init' }));
  const acknowledged = () => texts.some((t) => (JSON.parse(t) as { type: string }).type === 'connection_ack');
  for (const deadline = Date.now() + 5000; !acknowledged(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > deadline) throw new Error('no connection_ack');
  }
  return {
    ws,
    texts,
    /** The texts of the `next` messages for one subscription id, in order. */
    nexts: (id: string) => texts.filter((t) => (JSON.parse(t) as { id?: string; type: string }).type === 'next' && (JSON.parse(t) as { id?: string }).id === id),
    subscribe: (id: string, query: string, variables: Record<string, unknown> = {}) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } })),
    complete: (id: string) => ws.send(JSON.stringify({ id, type: 'complete' })),
  };
}
