import { randomBytes, randomUUID } from 'node:crypto';
import { badInput, judgingDecider, judgingStreamId, notFound, parseCohortTag, type EventMetadata, type JudgingCommand, type JudgingState } from '@fit/events';
import { handleCommand } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { listTeamsOfCohort } from '../teams/teams.read.js';
import { stepReveal } from '../cohorts/handle.js';

/**
 * Judging commands: the cohort must exist (its tag names the judging stream). Judges score the
 * same stream, so concurrent scores retry a few more times than the default before a 409.
 */
async function run(s: Services, m: EventMetadata, rawTag: unknown, command: (tag: string) => JudgingCommand | Promise<JudgingCommand>): Promise<JudgingState> {
  const tag = parseCohortTag(rawTag);
  const cohort = await findCohort(s.orm.em.fork(), tag);
  if (!cohort) throw notFound('Cohort not found');
  const { state } = await handleCommand(s, { decider: judgingDecider, streamId: judgingStreamId(tag), metadata: m, command: await command(tag), retries: 10 });
  return state;
}

const cohortTeamIds = async (s: Services, tag: string) => (await listTeamsOfCohort(s.orm.em.fork(), tag)).map((t) => t.id);

export const newJudgeToken = () => randomBytes(24).toString('base64url');

export interface CategoryInput {
  name?: unknown;
  method?: unknown;
  weight?: unknown;
  criteria?: unknown;
}

export const addCategory = (s: Services, m: EventMetadata, tag: unknown, input: CategoryInput) => {
  const categoryId = randomUUID();
  return run(s, m, tag, (cohortTag) => ({ type: 'AddCategory', cohortTag, categoryId, ...input, name: input.name, method: input.method })).then((state) => ({
    state,
    categoryId,
  }));
};

export const changeCategory = (s: Services, m: EventMetadata, tag: unknown, categoryId: unknown, input: CategoryInput) => {
  const present = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return run(s, m, tag, () => ({ type: 'ChangeCategory', categoryId, ...present }));
};

export const removeCategory = (s: Services, m: EventMetadata, tag: unknown, categoryId: unknown) => run(s, m, tag, () => ({ type: 'RemoveCategory', categoryId }));

export const reorderCategories = (s: Services, m: EventMetadata, tag: unknown, categoryIds: unknown) =>
  run(s, m, tag, () => ({ type: 'ReorderCategories', categoryIds }));

export const inviteJudge = (s: Services, m: EventMetadata, tag: unknown, name: unknown) => {
  const judgeId = randomUUID();
  return run(s, m, tag, (cohortTag) => ({ type: 'InviteJudge', cohortTag, judgeId, name, token: newJudgeToken() })).then((state) => ({ state, judgeId }));
};

export const removeJudge = (s: Services, m: EventMetadata, tag: unknown, judgeId: unknown) => run(s, m, tag, () => ({ type: 'RemoveJudge', judgeId }));

export const assignJudges = (s: Services, m: EventMetadata, tag: unknown, judgesPerTeam: unknown) =>
  run(s, m, tag, async (cohortTag) => ({ type: 'AssignJudges', judgesPerTeam, cohortTeamIds: await cohortTeamIds(s, cohortTag) }));

export const setJudgeTeams = (s: Services, m: EventMetadata, tag: unknown, judgeId: unknown, teamIds: unknown) =>
  run(s, m, tag, async (cohortTag) => ({ type: 'SetJudgeTeams', judgeId, teamIds, cohortTeamIds: await cohortTeamIds(s, cohortTag) }));

export const setJudgingOpen = (s: Services, m: EventMetadata, tag: unknown, open: unknown) => {
  if (typeof open !== 'boolean') throw badInput('{field} must be true or false', { field: 'open' });
  return run(s, m, tag, () => ({ type: open ? 'OpenJudging' : 'CloseJudging' }));
};

export interface ScoreInput {
  categoryId?: unknown;
  teamId?: unknown;
  scores?: unknown;
  comment?: unknown;
}

/** A judge scores (or revises the score of) one of their teams in one category. */
export const scoreTeam = (s: Services, m: EventMetadata, judge: { judgeId: string; cohortTag: string }, input: ScoreInput) =>
  run(s, m, judge.cohortTag, () => ({
    type: 'ScoreTeam',
    judgeId: judge.judgeId,
    categoryId: input.categoryId,
    teamId: input.teamId,
    scores: input.scores,
    comment: input.comment,
  }));

/**
 * The results show moves on to a category's podium (or back to the overall one, null): the
 * category is presented and, once the results are visible, the show goes back to stage 0 so the
 * instructor steps the new podium 3rd, 2nd, 1st.
 */
export async function presentCategory(s: Services, m: EventMetadata, rawTag: unknown, categoryId: unknown) {
  await run(s, m, rawTag, () => ({ type: 'PresentCategory', categoryId }));
  const tag = parseCohortTag(rawTag);
  const cohort = await findCohort(s.orm.em.fork(), tag);
  if (cohort?.resultsVisible && !cohort.archived) await stepReveal(s, m, tag, 0, false);
}
