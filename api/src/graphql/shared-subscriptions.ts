import { print, subscribe, type ExecutionArgs, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import { pushIterator } from './live.js';

type Source = AsyncIterableIterator<ExecutionResult> | AsyncGenerator<ExecutionResult>;
/** Hands one change to one subscriber; `payload` is the result's JSON, made once per change. */
type Deliver = (result: ExecutionResult, payload: () => string) => void;
interface Group {
  source: Source;
  /** Each subscriber's delivery, with the end that closes its stream. */
  members: Map<Deliver, () => void>;
}

const isAsyncIterable = (x: unknown): x is Source => typeof (x as Source | null)?.[Symbol.asyncIterator] === 'function';

const SOCKET = Symbol('graphql-ws socket and subscription id');
/** A subscription's execution arguments, marked with the socket and id its results go to. */
export type SocketArgs = ExecutionArgs & { [SOCKET]?: { socket: WebSocket; id: string } };

/**
 * Marks execution arguments (as `onSubscribe` returns them) with the graphql-ws socket and
 * subscription id, so that a shared subscription writes its results to the socket itself. A
 * symbol key survives graphql-ws adding the context to the object, or spreading it.
 */
export const toSocket = (args: ExecutionArgs, socket: WebSocket, id: string): SocketArgs => Object.assign(args, { [SOCKET]: { socket, id } });

/**
 * graphql-ws's `subscribe`: subscriptions that must compute the same results share one. Five
 * hundred public screens watching one cohort are one GraphQL subscription: one bus listener,
 * one read and one execution per change, whose result each socket is sent. Subscriptions are
 * the same when the operation, its variables and the viewer they run for (`viewerKey`: who is
 * asking, and from which origin) are; anything a resolver may decide by the viewer is then
 * decided alike. A subscription refused when it starts (an ExecutionResult, not a stream) is
 * answered alone and shares nothing.
 *
 * A viewer whose key is `null` shares nothing either: its subscription runs on its own, so it
 * gets its own start — the snapshot or current state a subscription sends once its listener is
 * in place (`liveEvents`' `snapshot` and `initial`). A member joining a running group would get
 * only the changes after it, and miss one made while its socket was opening.
 *
 * A subscriber whose arguments name its socket (`toSocket`) is written to directly: the
 * result, formatted by `format` (what graphql-ws's `onNext` does to the results it sends), is
 * turned into JSON once per change, and each socket gets graphql-ws's `next` message around it
 * with its own id, in one synchronous loop. Through graphql-ws, each of 500 subscribers cost a
 * queue, a few promises, the whole message's JSON and its validation. Its stream to graphql-ws
 * then yields nothing and ends when the shared one does, so `complete` (sent by graphql-ws after
 * any result written here), the client's `complete` and a closed socket work as they do for any subscription.
 */
export function sharedSubscribe(
  viewerKey: (contextValue: unknown) => string | null,
  format: (result: ExecutionResult, contextValue: unknown) => FormattedExecutionResult = (r) => r,
) {
  const groups = new Map<string, Promise<Group | ExecutionResult>>();

  const start = async (key: string, args: ExecutionArgs): Promise<Group | ExecutionResult> => {
    const source = await subscribe(args);
    if (!isAsyncIterable(source)) {
      groups.delete(key);
      return source;
    }
    const group: Group = { source, members: new Map() };
    void (async () => {
      try {
        for await (const result of source) {
          let json: string | undefined;
          // The group's members share its viewer key, which includes anything format reads (the language).
          const payload = () => (json ??= JSON.stringify(format(result, args.contextValue)));
          for (const [deliver, end] of group.members) {
            try {
              deliver(result, payload);
            } catch {
              end(); // this subscriber alone: the others still hear of the change
            }
          }
        }
      } catch {
        /* a failed source ends its subscribers, like one that completes */
      } finally {
        const current = groups.get(key);
        if (current && (await current) === group) groups.delete(key);
        for (const end of [...group.members.values()]) end();
      }
    })();
    return group;
  };
  return async (args: SocketArgs) => {
    const viewer = viewerKey(args.contextValue);
    if (viewer === null) return subscribe(args);
    const key = [viewer, args.operationName ?? '', JSON.stringify(args.variableValues ?? {}), print(args.document)].join('\u0000');
    let pending = groups.get(key);
    if (!pending) {
      pending = start(key, args);
      groups.set(key, pending);
    }
    const group = await pending;
    if (!('members' in group)) return group;
    const target = args[SOCKET];
    return pushIterator<ExecutionResult>((push, end) => {
      let deliver: Deliver = push;
      if (target) {
        const { socket, id } = target;
        const head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
        deliver = (_result, payload) => {
          if (socket.readyState === socket.OPEN) socket.send(head + payload() + '}');
        };
      }
      group.members.set(deliver, end);
      return () => {
        group.members.delete(deliver);
        if (group.members.size === 0 && groups.get(key) === pending) {
          groups.delete(key);
          void group.source.return?.(undefined);
        }
      };
    });
  };
}
