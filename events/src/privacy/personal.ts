/**
 * Which parts of an event are personal data, and whose (docs/PRIVACY.md). The event store seals
 * these fields under the keys of their data subjects before an event is stored, and reads them
 * back as `erasedValue` once one of those keys is destroyed. Everything else of an event (ids,
 * phases, ranks, scores, cohort tags, times) stays readable: it is what the vote's history,
 * the tallies and the chain are made of, and it names no one.
 *
 * A data subject is a team (`team:<id>`: its name, answers, website, its members' names, its
 * comments), an instructor (`admin:<username>`) or a judge (`judge:<id>`). An instructor's or
 * judge's words about a team are sealed under both keys: erasing either erases them.
 */
import type { EventMetadata } from '../shared/metadata.js';
import { ERASED_TEAM_NAME } from './team-name.js';

export type Subject = string;

export const teamSubject = (teamId: string): Subject => `team:${teamId}`;
export const adminSubject = (username: string): Subject => `admin:${username}`;
export const judgeSubject = (judgeId: string): Subject => `judge:${judgeId}`;

/** The personal fields of an event's data and the subjects whose keys all seal them (outermost last). */
export interface PersonalPart {
  subjects: Subject[];
  fields: string[];
}

/**
 * An empty Yjs update (what `Y.encodeStateAsUpdate(new Y.Doc())` gives): an erased document
 * change reads as this, which every replica and projection applies as "nothing changed".
 */
export const EMPTY_DOC_UPDATE = 'AAA=';

/** What each personal field reads as once its key is gone. */
const ERASED: Record<string, unknown> = {
  name: ERASED_TEAM_NAME,
  accessToken: '',
  data: {},
  update: EMPTY_DOC_UPDATE,
  edits: {},
  websiteUrl: '',
  authorName: '',
  text: '',
  comment: null,
};

export const erasedValue = (field: string): unknown => structuredClone(ERASED[field] ?? null);

/** The words of whoever wrote a comment: the instructor's or the team's, always under the team's key. */
function commentSubjects(data: { teamId: string; author?: string }, metadata: EventMetadata): Subject[] {
  const team = teamSubject(data.teamId);
  if (data.author === 'instructor' && metadata.actor.kind === 'admin') return [team, adminSubject(metadata.actor.id)];
  return [team];
}

/** The personal part of an event's data, or null when it holds none. */
export function personalPartOf(type: string, data: any, metadata: EventMetadata): PersonalPart | null {
  if (!data || typeof data !== 'object') return null;
  switch (type) {
    case 'TeamCreated':
      return { subjects: [teamSubject(data.teamId)], fields: ['name', 'accessToken'] };
    case 'PhaseDataSaved':
      return { subjects: [teamSubject(data.teamId)], fields: ['data'] };
    case 'PhaseDocUpdated':
      return { subjects: [teamSubject(data.teamId)], fields: data.edits === undefined ? ['update'] : ['update', 'edits'] };
    case 'WebsiteSubmitted':
      return { subjects: [teamSubject(data.teamId)], fields: ['websiteUrl'] };
    case 'FeedbackCommented':
    case 'FeedbackReplied':
      return { subjects: commentSubjects(data, metadata), fields: ['authorName', 'text'] };
    case 'TeamScored':
      return data.comment === null || data.comment === undefined ? null : { subjects: [teamSubject(data.teamId), judgeSubject(data.judgeId)], fields: ['comment'] };
    case 'JudgeInvited':
      return { subjects: [judgeSubject(data.judgeId)], fields: ['name'] };
    default:
      return null;
  }
}

/** The subject whose key seals the member name an event's metadata carries (a team member's edit), or null. */
export function memberSubjectOf(metadata: EventMetadata): Subject | null {
  const actor = metadata?.actor;
  return actor?.kind === 'team' && typeof actor.member === 'string' ? teamSubject(actor.id) : null;
}

/** The event types whose data may hold personal fields: what the migration of an older log looks at. */
export const PERSONAL_EVENT_TYPES: readonly string[] = [
  'TeamCreated',
  'PhaseDataSaved',
  'PhaseDocUpdated',
  'WebsiteSubmitted',
  'FeedbackCommented',
  'FeedbackReplied',
  'TeamScored',
  'JudgeInvited',
];

/** The team a subject names, or null. */
export const teamOfSubject = (subject: Subject): string | null => (subject.startsWith('team:') ? subject.slice(5) : null);
