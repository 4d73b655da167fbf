import { defineEntity, p } from '@mikro-orm/core';

/**
 * Read models: projections of the event log, written only by the projector (same transaction
 * as the events) and by a rebuild. Everything else reads them through these entities.
 */
export const TeamEntity = defineEntity({
  name: 'Team',
  tableName: 'teams',
  properties: {
    id: p.uuid().primary(),
    code: p.string(),
    name: p.string(),
    avatarIcon: p.string().nullable(),
    currentPhase: p.integer(),
    cohortTag: p.string().nullable(),
    accessToken: p.string(),
    submittedWebsiteUrl: p.string().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const PhaseDataEntity = defineEntity({
  name: 'PhaseData',
  tableName: 'phase_data',
  properties: {
    teamId: p.uuid().primary(),
    phaseNumber: p.integer().primary(),
    data: p.json<Record<string, string>>(),
    /** The compacted Yjs document (base64); null for answers saved before documents. */
    doc: p.text().nullable().lazy(),
    /** The phase document stream's version that `doc` includes. */
    docVersion: p.integer(),
    updatedAt: p.datetime(),
  },
});

export const CohortEntity = defineEntity({
  name: 'Cohort',
  tableName: 'cohorts',
  properties: {
    tag: p.string().primary(),
    name: p.string(),
    description: p.string().nullable(),
    votingOpen: p.boolean(),
    resultsVisible: p.boolean(),
    archived: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    revealStage: p.smallint().nullable(),
    revealRehearsal: p.boolean().default(false),
  },
});

export const BallotEntity = defineEntity({
  name: 'Ballot',
  tableName: 'ballots',
  properties: {
    cohortTag: p.string().primary(),
    voterTeamId: p.uuid().primary(),
    votes: p.json<{ votedForTeamId: string; rank: number }[]>(),
    receipt: p.string(),
    position: p.bigint('string'),
    castAt: p.datetime(),
  },
});

export const TallyEntity = defineEntity({
  name: 'Tally',
  tableName: 'tallies',
  properties: {
    cohortTag: p.string().primary(),
    teamId: p.uuid().primary(),
    points: p.integer(),
    r1: p.integer(),
    r2: p.integer(),
    r3: p.integer(),
  },
});

export const AdminEntity = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    username: p.string().primary(),
    passwordHash: p.string(),
    role: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** One feedback thread on a team's phase answers (events/src/feedback). */
export const FeedbackThreadEntity = defineEntity({
  name: 'FeedbackThread',
  tableName: 'feedback_threads',
  properties: {
    threadId: p.uuid().primary(),
    teamId: p.uuid(),
    phaseNumber: p.integer(),
    fieldId: p.string().nullable(),
    resolved: p.boolean(),
    messages: p.json<{ author: 'instructor' | 'team'; authorName: string; text: string; at: string }[]>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const entities = [TeamEntity, PhaseDataEntity, CohortEntity, BallotEntity, TallyEntity, AdminEntity, FeedbackThreadEntity];
