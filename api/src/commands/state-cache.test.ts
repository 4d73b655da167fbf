import { describe, expect, it } from 'vitest';
import { StateCache } from './state-cache.js';
import type { StoredEvent } from '../store/types.js';

/** A stream whose state is the list of what its events said. */
const evolve = (state: string[], event: { type: string; data: unknown }) => [...state, `${event.type}:${String(event.data)}`];
const event = (version: number, data = `v${version}`): StoredEvent => ({
  position: String(version),
  txId: '1',
  streamId: 's',
  version,
  type: 'Said',
  typeVersion: 1,
  data,
  metadata: { actor: { kind: 'anonymous' }, requestId: 'test', at: '2026-11-26T00:00:00.000Z' },
  createdAt: '2026-11-26T00:00:00.000Z',
});

describe('StateCache', () => {
  it('folds the events other processes appended after a cached state when the stream is next read', () => {
    const cache = new StateCache();
    cache.set('s', 2, ['Said:v1', 'Said:v2']);
    cache.heard(event(3));
    cache.heard(event(4));
    expect(cache.get('s', evolve)).toEqual({ version: 4, state: ['Said:v1', 'Said:v2', 'Said:v3', 'Said:v4'] });
    // Folded once: reading again does not fold them twice.
    expect(cache.get('s', evolve)).toEqual({ version: 4, state: ['Said:v1', 'Said:v2', 'Said:v3', 'Said:v4'] });
  });

  it("ignores this process's own events, which arrive after it cached their state, and streams it holds no state of", () => {
    const cache = new StateCache();
    cache.set('s', 3, ['mine']);
    cache.heard(event(2));
    cache.heard(event(3));
    cache.heard({ ...event(1), streamId: 'other' });
    expect(cache.get('s', evolve)).toEqual({ version: 3, state: ['mine'] });
    expect(cache.get('other', evolve)).toBeUndefined();
  });

  it('drops a state when an event is missing before the one heard (lost or out of order): the next command reads the log', () => {
    const cache = new StateCache();
    cache.set('s', 2, []);
    cache.heard(event(4));
    expect(cache.get('s', evolve)).toBeUndefined();
  });

  it('drops a state rather than keep more than 32 unfolded events', () => {
    const cache = new StateCache();
    cache.set('s', 0, []);
    for (let v = 1; v <= 32; v++) cache.heard(event(v));
    expect(cache.get('s', evolve)?.version).toBe(32);
    for (let v = 33; v <= 65; v++) cache.heard(event(v));
    expect(cache.get('s', evolve)).toBeUndefined();
  });
});
