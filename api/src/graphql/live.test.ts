import { describe, expect, it } from 'vitest';
import { createLocalBus } from '../realtime/bus.js';
import type { StoredEvent } from '../store/types.js';
import { liveEvents } from './live.js';

/** A read the test finishes by hand, so the order reads finish in is the test's to choose. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const event = (txId: string, stage: number): StoredEvent =>
  ({
    position: txId,
    txId,
    streamId: 'cohort:live-order',
    version: Number(txId),
    type: 'RevealStepped',
    typeVersion: 1,
    data: { stage },
    metadata: {},
    createdAt: '',
  }) as StoredEvent;

describe('liveEvents', () => {
  it('sends payloads in the order their changes were heard, even when an earlier read finishes last', async () => {
    const bus = createLocalBus();
    const reads = new Map<number, ReturnType<typeof deferred<number>>>();
    const it = liveEvents<number>(
      bus,
      'live-order-test',
      () => true,
      (e) => {
        const d = deferred<number>();
        reads.set(e.data.stage as number, d);
        return d.promise;
      },
    );
    const got: number[] = [];
    const collected = (async () => {
      for await (const v of it) {
        got.push(v);
        if (got.length === 3) break;
      }
    })();
    await bus.publish([event('1', 1)]);
    await bus.publish([event('2', 2)]);
    await bus.publish([event('3', 3)]);
    // Stage 3's read finishes first, then 1's, then 2's: a screen must still go 1, 2, 3 and end on 3.
    reads.get(3)!.resolve(3);
    reads.get(1)!.resolve(1);
    await new Promise((r) => setImmediate(r));
    reads.get(2)!.resolve(2);
    await collected;
    expect(got).toEqual([1, 2, 3]);
  });

  it('a read that fails holds nothing up: the changes after it are still sent', async () => {
    const bus = createLocalBus();
    const it = liveEvents<number>(
      bus,
      'live-order-fail-test',
      () => true,
      async (e) => {
        if (e.data.stage === 1) throw new Error('read failed');
        return e.data.stage as number;
      },
    );
    await bus.publish([event('1', 1)]);
    await bus.publish([event('2', 2)]);
    expect((await it.next()).value).toBe(2);
    await it.return!();
  });
});
