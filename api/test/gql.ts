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

/** Collects the next `count` results of a subscription; rejects after timeoutMs. */
export function nextResults<T = any>(client: Client, query: string, variables: Record<string, unknown>, count = 1, timeoutMs = 5000) {
  const got: T[] = [];
  let ready!: () => void;
  const subscribed = new Promise<void>((r) => (ready = r));
  const done = new Promise<T[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`timed out with ${got.length}/${count} results`));
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
          if (got.length >= count) {
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
  return { subscribed, done };
}
