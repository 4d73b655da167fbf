import type { EventBus } from '../../realtime/bus.js';
import type { StoredEvent } from '../../store/types.js';
import { pushIterator } from '../../graphql/live.js';
import type { SessionView } from './session.read.js';

/** How often at most a live session view is sent again while its room is busy: a full day's session is read whole, so not on every keystroke. */
export const SESSION_LIVE_MS = 2_000;

/** Whether an event is about this cohort or one of these teams (every team event names its team, every cohort-wide one its cohort). */
function concerns(e: StoredEvent, tag: string, teams: ReadonlySet<string>): boolean {
  const d = (e.data ?? {}) as Record<string, unknown>;
  if (d.cohortTag === tag || d.tag === tag) return true;
  const team = typeof d.teamId === 'string' ? d.teamId : typeof d.voterTeamId === 'string' ? d.voterTeamId : null;
  return team !== null && teams.has(team);
}

/**
 * The session read again, at most every `everyMs`, after events of the cohort or its teams (and
 * after a gap in live updates, when any may have been missed). Sends the first reading at once.
 */
export function sessionUpdates(bus: EventBus, tag: string, load: () => Promise<SessionView>, everyMs = SESSION_LIVE_MS): AsyncIterableIterator<SessionView> {
  return pushIterator<SessionView>((push) => {
    let teams = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;
    const send = () => {
      timer = null;
      void load().then(
        (view) => {
          if (closed) return;
          teams = new Set(view.teams.map((t) => t.teamId));
          push(view);
        },
        () => {},
      );
    };
    const soon = () => {
      timer ??= setTimeout(send, everyMs);
    };
    const off = bus.subscribe((e) => {
      if (concerns(e, tag, teams)) soon();
    });
    const offGap = bus.onGap(soon);
    send();
    return () => {
      closed = true;
      off();
      offGap();
      if (timer) clearTimeout(timer);
    };
  });
}
