import { print, subscribe, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { pushIterator } from './live.js';

type Source = AsyncIterableIterator<ExecutionResult> | AsyncGenerator<ExecutionResult>;
interface Group {
  source: Source;
  /** Each subscriber's push, with the end that closes its stream. */
  members: Map<(result: ExecutionResult) => void, () => void>;
}

const isAsyncIterable = (x: unknown): x is Source => typeof (x as Source | null)?.[Symbol.asyncIterator] === 'function';

/**
 * graphql-ws's `subscribe`: subscriptions that must compute the same results share one. Five
 * hundred public screens watching one cohort are one GraphQL subscription: one bus listener,
 * one read and one execution per change, whose result each socket is sent. Subscriptions are
 * the same when the operation, its variables and the viewer they run for (`viewerKey`: who is
 * asking, and from which origin) are; anything a resolver may decide by the viewer is then
 * decided alike. A subscription refused when it starts (an ExecutionResult, not a stream) is
 * answered alone and shares nothing.
 */
export function sharedSubscribe(viewerKey: (contextValue: unknown) => string) {
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
        for await (const result of source) for (const push of group.members.keys()) push(result);
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
  return async (args: ExecutionArgs) => {
    const key = [viewerKey(args.contextValue), args.operationName ?? '', JSON.stringify(args.variableValues ?? {}), print(args.document)].join('\u0000');
    let pending = groups.get(key);
    if (!pending) {
      pending = start(key, args);
      groups.set(key, pending);
    }
    const group = await pending;
    if (!('members' in group)) return group;
    return pushIterator<ExecutionResult>((push, end) => {
      group.members.set(push, end);
      return () => {
        group.members.delete(push);
        if (group.members.size === 0 && groups.get(key) === pending) {
          groups.delete(key);
          void group.source.return?.(undefined);
        }
      };
    });
  };
}
