import type { AgendaEvent, BallotEvent, FeedbackEvent, JudgingEvent, SessionMarkKind, TeamEvent } from '@fit/events';
import { defineProjection, type Stored } from '../projection.js';
import type { SessionMarkRow } from './session-mark.entity.js';

type Marked = TeamEvent | FeedbackEvent | BallotEvent | JudgingEvent | AgendaEvent;

/** The row of one mark: the event carries all of it, so no row is ever read. */
const mark =
  <T extends Marked['type']>(
    _type: T,
    kind: SessionMarkKind,
    of: (e: Stored<Extract<Marked, { type: T }>>) => Partial<Pick<SessionMarkRow, 'cohort_tag' | 'team_id' | 'phase' | 'ref' | 'detail' | 'agenda'>>,
  ) =>
  (_row: SessionMarkRow | null, e: Stored<Extract<Marked, { type: T }>>): SessionMarkRow => ({
    stream_id: e.streamId,
    version: e.version,
    at: e.metadata.at,
    position: e.position,
    kind,
    cohort_tag: null,
    team_id: null,
    phase: null,
    ref: null,
    detail: null,
    agenda: null,
    ...of(e),
  });

const agenda = (_row: SessionMarkRow | null, e: Stored<AgendaEvent>): SessionMarkRow => ({
  stream_id: e.streamId,
  version: e.version,
  at: e.metadata.at,
  position: e.position,
  kind: 'agenda',
  cohort_tag: e.data.tag,
  team_id: null,
  phase: null,
  ref: null,
  detail: e.type,
  agenda: { type: e.type, data: e.data } as AgendaEvent,
});

/** The session view's moments (events/src/session): everything but co-editing, which session_edits counts. */
export const sessionMarksProjection = defineProjection<Marked, SessionMarkRow>()({
  name: 'session_marks',
  table: 'session_marks',
  keyColumns: ['stream_id', 'version'],
  readsRow: false,
  on: {
    TeamCreated: mark('TeamCreated', 'created', (e) => ({ team_id: e.data.teamId, phase: 1 })),
    TeamAdvanced: mark('TeamAdvanced', 'phase', (e) => ({ team_id: e.data.teamId, phase: e.data.currentPhase })),
    WebsiteSubmitted: mark('WebsiteSubmitted', 'website', (e) => ({ team_id: e.data.teamId, ref: e.data.cohortTag })),
    TeamAssignedToCohort: mark('TeamAssignedToCohort', 'joined', (e) => ({ team_id: e.data.teamId, cohort_tag: e.data.cohortTag, ref: e.data.cohortTag })),
    TeamUnassignedFromCohort: mark('TeamUnassignedFromCohort', 'left', (e) => ({ team_id: e.data.teamId, cohort_tag: e.data.cohortTag, ref: e.data.cohortTag })),
    TeamAvatarChanged: null,
    PhaseDataSaved: null,
    TeamErasureRequested: null,
    TeamErased: null,
    FeedbackCommented: mark('FeedbackCommented', 'comment', (e) => ({ team_id: e.data.teamId, phase: e.data.phaseNumber, ref: e.data.threadId, detail: e.data.author })),
    FeedbackReplied: mark('FeedbackReplied', 'reply', (e) => ({ team_id: e.data.teamId, ref: e.data.threadId, detail: e.data.author })),
    FeedbackResolved: mark('FeedbackResolved', 'resolved', (e) => ({ team_id: e.data.teamId, ref: e.data.threadId, detail: e.data.author })),
    FeedbackReopened: mark('FeedbackReopened', 'reopened', (e) => ({ team_id: e.data.teamId, ref: e.data.threadId, detail: e.data.author })),
    BallotCast: mark('BallotCast', 'ballot', (e) => ({ team_id: e.data.voterTeamId, cohort_tag: e.data.cohortTag })),
    BallotChanged: mark('BallotChanged', 'ballot', (e) => ({ team_id: e.data.voterTeamId, cohort_tag: e.data.cohortTag })),
    TeamScored: mark('TeamScored', 'score', (e) => ({ team_id: e.data.teamId, cohort_tag: e.data.cohortTag, ref: e.data.judgeId })),
    CategoryAdded: null,
    CategoryChanged: null,
    CategoryRemoved: null,
    CategoriesReordered: null,
    JudgeInvited: null,
    JudgeRemoved: null,
    JudgesAssigned: null,
    JudgingOpened: null,
    JudgingClosed: null,
    CategoryPresented: null,
    AgendaPlanned: agenda,
    AgendaStarted: agenda,
    AgendaPaused: agenda,
    AgendaResumed: agenda,
    AgendaItemExtended: agenda,
    AgendaItemSkipped: agenda,
    AgendaReset: agenda,
    TeamsBrought: agenda,
    HoldSet: agenda,
    HoldReleased: agenda,
    AnnouncementPosted: agenda,
    AnnouncementWithdrawn: agenda,
  },
  keysOf: (e) => [{ stream_id: e.streamId, version: e.version }],
});
