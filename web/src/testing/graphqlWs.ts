import { ws } from 'msw';

interface Subscription {
  id: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
  send: (data: string) => void;
}

/**
 * A minimal graphql-ws server (the graphql-transport-ws protocol) on msw's WebSocket
 * interception, for component tests of live views: it acknowledges the connection, records
 * subscriptions, and lets a test push `next` messages to them.
 */
export function graphqlWsServer(url = `ws://${window.location.host}/graphql`) {
  const subs = new Map<string, Subscription>();
  const handler = ws.link(url).addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const msg = JSON.parse(String(event.data)) as { type: string; id?: string; payload?: { operationName?: string; variables?: Record<string, unknown> } };
      if (msg.type === 'connection_init') client.send(JSON.stringify({ type: 'connection_ack' }));
      else if (msg.type === 'ping') client.send(JSON.stringify({ type: 'pong' }));
      else if (msg.type === 'subscribe' && msg.id) {
        subs.set(msg.id, { id: msg.id, operationName: msg.payload?.operationName, variables: msg.payload?.variables ?? {}, send: (d) => client.send(d) });
      } else if (msg.type === 'complete' && msg.id) subs.delete(msg.id);
    });
  });

  const matching = (operationName: string, variables?: Record<string, unknown>) =>
    [...subs.values()].filter((s) => s.operationName === operationName && Object.entries(variables ?? {}).every(([k, v]) => s.variables[k] === v));

  return {
    handler,
    /** Active subscriptions of an operation (optionally with these variables). */
    subscribed: matching,
    /** Sends `data` to every matching subscription; returns how many received it. */
    push(operationName: string, data: Record<string, unknown>, variables?: Record<string, unknown>) {
      const targets = matching(operationName, variables);
      for (const s of targets) s.send(JSON.stringify({ id: s.id, type: 'next', payload: { data } }));
      return targets.length;
    },
  };
}
