import { describe, expect, it, vi } from 'vitest';
import { applySessionDelta } from '@fit/events';
import { createLocalBus } from '../../realtime/bus.js';
import type { StoredEvent } from '../../store/types.js';
import { sessionUpdates, type SessionUpdate } from './session.live.js';
import type { SessionView } from './session.read.js';

const TAG = 'live-session-order';
const view = (times: number[]): SessionView => ({
  cohortTag: TAG,
  serverTime: new Date().toISOString(),
  teams: [{ teamId: 't1', code: 'AB12', name: 'Tempo' }],
  marks: [],
  firstMinute: '2026-11-28T09:00:00.000Z',
  edits: [{ teamId: 't1', perMinute: [times.length], times }],
});

describe('sessionUpdates', () => {
  it('reads one at a time, so a slow reading is never followed by a delta against a newer one', async () => {
    const bus = createLocalBus();
    const reads: { resolve: (v: SessionView) => void }[] = [];
    let open = 0;
    let overlapped = false;
    const load = () =>
      new Promise<SessionView>((resolve) => {
        open++;
        overlapped ||= open > 1;
        reads.push({
          resolve: (v) => {
            open--;
            resolve(v);
          },
        });
      });
    const updates = sessionUpdates(bus, TAG, load, 0);
    const got: SessionUpdate[] = [];
    const collecting = (async () => {
      for await (const u of updates) {
        got.push(u);
        if (got.length === 2) break;
      }
    })();
    // The first reading is slow; an edit lands meanwhile and asks for another.
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    await bus.publish([{ txId: '1', streamId: 'team:t1', type: 'PhaseDocUpdated', data: { cohortTag: TAG } } as StoredEvent]);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    if (reads.length === 2) {
      // Two readings at once: the later (newer) one finishing first is what a busy database does.
      reads[1]!.resolve(view([1, 2, 3]));
      reads[0]!.resolve(view([1]));
    } else {
      reads[0]!.resolve(view([1]));
      await vi.waitFor(() => expect(reads).toHaveLength(2));
      reads[1]!.resolve(view([1, 2, 3]));
    }
    await collecting;
    expect(overlapped).toBe(false);
    // What a page makes of the messages: the whole first, then each delta applied.
    let page = got[0]!.full!;
    for (const u of got.slice(1)) page = { ...applySessionDelta(page, u.delta!), serverTime: u.serverTime };
    expect(page.edits[0]!.times).toEqual([1, 2, 3]);
  });
});
