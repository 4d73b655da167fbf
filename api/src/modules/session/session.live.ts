import { sessionDelta, type SessionDelta } from '@fit/events';
import type { EventBus } from '../../realtime/bus.js';
import type { StoredEvent } from '../../store/types.js';
import { pushIterator } from '../../graphql/live.js';
import type { SessionView } from './session.read.js';

/** One message of a live session view: the whole session first (and when a delta cannot say it), then what changed. */
export interface SessionUpdate {
  serverTime: string;
  full: SessionView | null;
  delta: SessionDelta | null;
}

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
 * after a gap in live updates, when any may have been missed). Sends the first reading whole at
 * once, then what changed since the reading sent before (sessionDelta): new moments and edit
 * times, not the whole day again.
 */
export function sessionUpdates(bus: EventBus, tag: string, load: () => Promise<SessionView>, everyMs = SESSION_LIVE_MS): AsyncIterableIterator<SessionUpdate> {
  return pushIterator<SessionUpdate>((push) => {
    let teams = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;
    let sent: SessionView | null = null;
    // One reading at a time: a full day's reading can outlast `everyMs`, and two in flight could
    // finish in either order, a delta then taken against a newer view than the one it follows.
    let reading = false;
    let again = false;
    const send = () => {
      timer = null;
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      const done = () => {
        reading = false;
        if (again && !closed) {
          again = false;
          soon();
        }
      };
      void load().then((view) => {
        done();
        if (closed) return;
        teams = new Set(view.teams.map((t) => t.teamId));
        const delta = sent ? sessionDelta(sent, view) : null;
        sent = view;
        push(delta ? { serverTime: view.serverTime, full: null, delta } : { serverTime: view.serverTime, full: view, delta: null });
      }, done);
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
