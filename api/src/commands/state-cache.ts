import { Lru } from '../lru.js';
import type { StoredEvent } from '../store/types.js';

/** How many events heard from other processes a cached state keeps to fold before it is dropped instead. */
const MAX_HEARD = 32;
interface CachedState {
  version: number;
  state: unknown;
  /** Events other processes appended after `version`, in order, not yet folded (see heard). */
  heard?: StoredEvent[];
}

/**
 * Decided states by stream, so a command reads only the events written since. States are
 * immutable values (evolve returns a new one), so sharing them is safe; another process's
 * appends are simply read as newer events.
 *
 * Processes keep each other's caches current: every committed event reaches every process on
 * the bus, and one that follows a cached state is kept with it (heard) and folded in when the
 * stream's next command comes. Without that, in a cluster, where consecutive requests of one
 * team land on different workers, a cached state would mostly be stale: its append would fail
 * and the command be decided again on the log (a wasted transaction; in a group, the whole
 * group's). The append's expected version still proves every cached state current, so an
 * event heard late, lost or out of order costs only that fallback.
 */
export class StateCache {
  private lru: Lru<string, CachedState>;
  constructor(max = 5_000) {
    this.lru = new Lru(max);
  }
  /** The stream's state as this process knows it, with what it has heard since folded in by `evolve`. */
  get(streamId: string, evolve: (state: any, event: any) => unknown) {
    let entry = this.lru.get(streamId);
    if (entry?.heard) {
      let state = entry.state;
      for (const e of entry.heard) state = evolve(state, { type: e.type, data: e.data });
      entry = { version: entry.version + entry.heard.length, state };
      this.lru.set(streamId, entry);
    }
    return entry;
  }
  set(streamId: string, version: number, state: unknown) {
    this.lru.set(streamId, { version, state });
  }
  /** An event committed by any process (this one's own arrive after set, and are ignored). */
  heard(event: StoredEvent) {
    const entry = this.lru.peek(event.streamId);
    if (!entry) return;
    const known = entry.version + (entry.heard?.length ?? 0);
    if (event.version <= known) return;
    if (event.version === known + 1 && (entry.heard?.length ?? 0) < MAX_HEARD) entry.heard = [...(entry.heard ?? []), event];
    else this.lru.delete(event.streamId); // a gap: the next command reads the stream
  }
  clear() {
    this.lru.clear();
  }
}
