import { teamSubject } from '@fit/events';
import type { Services } from '../../context.js';
import { keyringOf } from '../../privacy/keyring.js';
import { docRooms } from '../phase-data/collab/rooms.js';
import { KEY_ERASED } from './erase.js';

/**
 * What every process lets go of when a team is erased, wherever the erasure ran: the key
 * (told at once by KEY_ERASED, and again by the TeamErased event), the rows and states it
 * cached (which may hold the team's words), and the team's open documents. Read caches drop
 * everything on TeamErased themselves (read-cache.ts).
 */
export function watchErasures(s: Services): () => void {
  const ring = keyringOf(s.orm);
  const offSignal = s.bus.onSignal((topic, subject) => {
    if (topic === KEY_ERASED) ring.evict(subject);
  });
  const offEvents = s.bus.subscribe((e) => {
    if (e.type !== 'TeamErased') return;
    const teamId = (e.data as { teamId: string }).teamId;
    ring.evict(teamSubject(teamId));
    s.rows.clear();
    s.states.clear();
    docRooms(s).closeTeam(teamId);
  });
  return () => {
    offSignal();
    offEvents();
  };
}
