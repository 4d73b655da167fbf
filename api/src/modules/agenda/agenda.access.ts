import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden } from '@fit/events';
import { executeBound } from '../../projections/projection.js';
import { isAdmin, noSession, requireAdmin, type Viewer } from '../../auth/viewer.js';

export const AGENDA_READERS = "Only the cohort's teams and its instructors can see its agenda";
export const AGENDA_SESSION_REQUIRED = "Join a team of this cohort (with its code or its secure link) or log in as an instructor to see the cohort's agenda";

/**
 * Who may read a cohort's agenda and announcements: an instructor, or a session that has joined
 * a team of the cohort. Anyone else: 401 without a session (saying which sessions may), 403 with
 * one (an auditor is told what the account may do).
 */
export async function requireAgendaReader(em: EntityManager, viewer: Viewer, tag: string): Promise<void> {
  if (isAdmin(viewer)) return;
  if (viewer.teams.length > 0) {
    const rows = await executeBound(em, 'select 1 from teams where cohort_tag = ? and id = any(?::uuid[])', [tag, [...viewer.teams]]);
    if (rows.length > 0) return;
    throw forbidden(AGENDA_READERS);
  }
  if (!viewer.admin) noSession(viewer, AGENDA_SESSION_REQUIRED);
  requireAdmin(viewer);
}
