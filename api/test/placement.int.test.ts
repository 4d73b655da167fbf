import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createLocalBus } from '../src/realtime/bus.js';
import { createOwnerDirectory, LEASE_MS, type OwnerDirectory } from '../src/modules/phase-data/collab/owners.js';
import { TEST_REDIS_URL } from './harness.js';

/** The owner directories of a cluster's workers, against the real Redis, sharing a fresh prefix. */
describe('placing documents on the workers of a cluster (owners.ts, placeIn)', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const open: OwnerDirectory[] = [];
  const prefix = `fit-place-${randomBytes(4).toString('hex')}:`;
  const directory = (group: string | null) => {
    const d = createOwnerDirectory(redis, createLocalBus(), prefix, () => {});
    if (group) d.placeIn(group);
    open.push(d);
    return d;
  };
  /** Waits until the group's members have all said how many documents they order. */
  const announced = async (group: string, n: number) => {
    while ((await redis.hlen(`${prefix}doc-placement:${group}:alive`)) < n) await new Promise((r) => setImmediate(r));
  };
  const doc = () => `${randomUUID()}:1`;
  const count = (owners: (string | null)[], who: string) => owners.filter((o) => o === who).length;

  afterEach(() => {
    for (const d of open.splice(0)) d.close();
  });
  afterAll(() => redis.disconnect());

  it('gives each new document to the worker that orders fewer, the one asking on a tie', async () => {
    const [a, b] = [directory('g1'), directory('g1')];
    await announced('g1', 2);
    const owners: (string | null)[] = [];
    for (let i = 0; i < 10; i++) owners.push(await a.claim(doc()));
    // Asked by the same worker every time: it keeps the first (a tie), then they alternate.
    expect(owners[0]).toBe(a.self);
    expect([count(owners, a.self), count(owners, b.self)]).toEqual([5, 5]);
  });

  it('spreads a burst of pages opening documents at once', async () => {
    const [a, b] = [directory('g2'), directory('g2')];
    await announced('g2', 2);
    const owners = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 3 ? a : b).claim(doc())));
    expect([count(owners, a.self), count(owners, b.self)]).toEqual([10, 10]);
  });

  it('keeps a document where it is ordered, and never places one on a worker that stopped or fell silent', async () => {
    const [a, b] = [directory('g3'), directory('g3')];
    await announced('g3', 2);
    const key = doc();
    const first = await b.claim(key);
    expect(first).toBe(b.self);
    expect(await a.claim(key)).toBe(b.self);
    b.close();
    // A worker that died without a word: alive until a time gone by.
    await redis.hset(`${prefix}doc-placement:g3:loads`, 'silent', 0);
    await redis.hset(`${prefix}doc-placement:g3:alive`, 'silent', Date.now() - LEASE_MS);
    while (await redis.hexists(`${prefix}doc-placement:g3:loads`, b.self)) await new Promise((r) => setImmediate(r));
    const owners = await Promise.all(Array.from({ length: 4 }, () => a.claim(doc())));
    expect(owners).toEqual(Array(4).fill(a.self));
    expect(await redis.hkeys(`${prefix}doc-placement:g3:loads`)).toEqual([a.self]);
  });

  it('outside a cluster, the worker a page reaches first orders its document', async () => {
    const [a] = [directory(null), directory(null)];
    const owners = await Promise.all(Array.from({ length: 4 }, () => a.claim(doc())));
    expect(owners).toEqual(Array(4).fill(a.self));
  });
});
