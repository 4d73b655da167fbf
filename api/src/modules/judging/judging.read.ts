import type { EntityManager } from '@mikro-orm/postgresql';
import {
  categoryFormula,
  categoryResults,
  forbidden,
  initialJudgingState,
  isJuryCategory,
  judgeProgress,
  type CategoryResult,
  type JudgingState,
  type ResultRow,
  type TallyTeam,
} from '@fit/events';
import { stageShowsAll } from '@fit/events/cohort/stages';
import { executeBound } from '../../projections/projection.js';
import type { CohortRecord } from '../cohorts/cohorts.read.js';
import { cohortResults, resultsVisibleTo } from '../showcase/showcase.read.js';

/*
 * What judging shows, for REST and GraphQL alike: the instructor's view (categories, judges with
 * their links and progress), a judge's own view (their teams, the rubric, their scores), and the
 * category results (events/src/judging/results.ts over the peer results of cohortResults).
 */

/** A cohort's judging state as the judging read model holds it (an empty one when it has none). */
export async function findJudging(em: EntityManager, tag: string): Promise<JudgingState> {
  const [row] = await executeBound<{ state: JudgingState }>(em, `select state from judging where cohort_tag = ?`, [tag]);
  return row?.state ?? { ...initialJudgingState(), cohortTag: tag };
}

/** The judge a secret link names, or null. */
export async function findJudgeByToken(em: EntityManager, token: string) {
  const [row] = await executeBound<{ cohort_tag: string; judge_id: string; name: string }>(
    em,
    `select j.cohort_tag, x->>'judgeId' as judge_id, x->>'name' as name
     from judging j, jsonb_array_elements(j.state->'judges') x
     where j.state->'judges' @> ?::jsonb and x->>'token' = ?`,
    [JSON.stringify([{ token }]), token],
  );
  return row ? { judgeId: row.judge_id, cohortTag: row.cohort_tag, name: row.name } : null;
}

export interface CategoryJson {
  categoryId: string;
  name: string;
  method: string;
  weight: number | null;
  criteria: string[];
  formula: string;
}

export const categoriesJson = (state: JudgingState): CategoryJson[] => state.categories.map((c) => ({ ...c, formula: categoryFormula(c) }));

/** The path of a judge's secret link (the web app's page, which logs in and drops the token from the address). */
export const judgeLinkPath = (token: string) => `/judge/${token}`;

export interface JudgeAdminJson {
  judgeId: string;
  name: string;
  link: string;
  teamIds: string[];
  scored: number;
  total: number;
}

export interface JudgingAdminJson {
  cohortTag: string;
  open: boolean;
  judgesPerTeam: number | null;
  categories: CategoryJson[];
  judges: JudgeAdminJson[];
}

/** The instructor's view: categories, and each judge with their link, teams and "N of M scored". */
export const judgingAdminJson = (state: JudgingState, tag: string): JudgingAdminJson => ({
  cohortTag: tag,
  open: state.open,
  judgesPerTeam: state.judgesPerTeam,
  categories: categoriesJson(state),
  judges: state.judges.map((j) => ({
    judgeId: j.judgeId,
    name: j.name,
    link: judgeLinkPath(j.token),
    teamIds: state.assignments[j.judgeId] ?? [],
    ...judgeProgress(state, j.judgeId),
  })),
});

export interface JudgeTeamJson {
  id: string;
  name: string;
  /** The team was erased (its name is the erased marker). */
  erased: boolean;
  avatarIcon: string | null;
  websiteUrl: string | null;
}

export interface JudgeViewJson {
  cohortTag: string;
  cohortName: string;
  judgeId: string;
  name: string;
  open: boolean;
  categories: CategoryJson[];
  teams: JudgeTeamJson[];
  scores: { categoryId: string; teamId: string; scores: number[]; comment: string | null; at: string | null; revision: number }[];
  scored: number;
  total: number;
}

/** What a judge sees: only their teams (names, sites), the jury categories' rubrics, their own scores and progress. */
export async function judgeView(em: EntityManager, judge: { judgeId: string; cohortTag: string }, cohortName: string): Promise<JudgeViewJson> {
  const state = await findJudging(em, judge.cohortTag);
  const me = state.judges.find((j) => j.judgeId === judge.judgeId);
  if (!me) throw forbidden('This judge link is no longer valid');
  const teamIds = state.assignments[me.judgeId] ?? [];
  const teams = await executeBound<JudgeTeamJson>(
    em,
    `select t.id, t.name, t.erased_at is not null as erased, t.avatar_icon as "avatarIcon", t.submitted_website_url as "websiteUrl"
     from teams t where t.id in (select x::uuid from jsonb_array_elements_text(?::jsonb) x) order by t.name, t.id`,
    [JSON.stringify(teamIds)],
  );
  const jury = new Set(state.categories.filter(isJuryCategory).map((c) => c.categoryId));
  return {
    cohortTag: judge.cohortTag,
    cohortName,
    judgeId: me.judgeId,
    name: me.name,
    open: state.open,
    categories: categoriesJson({ ...state, categories: state.categories.filter(isJuryCategory) }),
    teams,
    scores: state.scores
      .filter((s) => s.judgeId === me.judgeId && jury.has(s.categoryId) && teamIds.includes(s.teamId))
      .map(({ categoryId, teamId, scores, comment, at, revision }) => ({ categoryId, teamId, scores, comment, at, revision })),
    ...judgeProgress(state, me.judgeId),
  };
}

/** Names, icons and sites of a cohort's teams and of every team its peer results name. */
async function teamsOf(em: EntityManager, tag: string): Promise<Map<string, TallyTeam>> {
  const rows = await executeBound<{ id: string; name: string; avatar_icon: string | null; submitted_website_url: string | null; erased: boolean }>(
    em,
    `select id, name, avatar_icon, submitted_website_url, erased_at is not null as erased from teams where cohort_tag = ?`,
    [tag],
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, avatarIcon: r.avatar_icon, websiteUrl: r.submitted_website_url, erased: r.erased }]));
}

/** Every category's ranked result, from the live peer results (cohortResults) and the judging read model. */
export async function liveCategoryResults(em: EntityManager, tag: string): Promise<CategoryResult[]> {
  const state = await findJudging(em, tag);
  if (state.categories.length === 0) return [];
  const [peer, teams] = [await cohortResults(em, tag), await teamsOf(em, tag)];
  return categoryResults(state, peer, teams);
}

type Revealable = Pick<CohortRecord, 'resultsVisible'> & Partial<Pick<CohortRecord, 'revealStage' | 'revealRehearsal'>>;

/**
 * The category results a viewer may read now (`admin`: the viewer is an instructor, isAdmin): all for an admin; for anyone else, once the results
 * are revealed, and while an instructor steps a show only when it has reached the winner (the
 * presenter steps the categories itself). A rehearsal never carries them.
 */
export function categoryResultsFor(admin: boolean, cohort: Revealable, results: CategoryResult[]): CategoryResult[] {
  if (admin) return results;
  if (!resultsVisibleTo(admin, cohort)) throw forbidden('Results are not yet available');
  const stage = cohort.revealRehearsal ? null : (cohort.revealStage ?? null);
  if (cohort.revealRehearsal || !stageShowsAll(stage)) return results.map((r) => ({ ...r, rows: [] }));
  return results;
}

export interface PresentedCategory {
  categoryId: string;
  name: string;
  method: string;
  weight: number | null;
  formula: string;
}

/**
 * The category the results show presents, with its rows as result rows (totalPoints = the score
 * out of 100, rounded) so every presenting page steps its podium as the overall one; null while
 * the show presents the overall podium (or the category is gone).
 */
export async function presentedCategory(em: EntityManager, tag: string): Promise<{ category: PresentedCategory; rows: ResultRow[] } | null> {
  const state = await findJudging(em, tag);
  if (!state.presented) return null;
  const result = (await liveCategoryResults(em, tag)).find((c) => c.categoryId === state.presented);
  if (!result) return null;
  const { categoryId, name, method, weight, formula } = result;
  const rows = result.rows.map((r) => ({
    rank: r.rank,
    teamId: r.teamId,
    teamName: r.teamName,
    erased: r.erased,
    avatarIcon: r.avatarIcon,
    websiteUrl: r.websiteUrl,
    totalPoints: Math.round(r.score * 100),
    votes: r.votes,
  }));
  return { category: { categoryId, name, method, weight, formula }, rows };
}
