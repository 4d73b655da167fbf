/**
 * The judging aggregate of a cohort: prize categories, judges and their teams, the judging
 * window, and the judges' scores. Its stream is judgingStreamId(tag); the handler checks that
 * the cohort exists and reads its teams (the commands carry their ids).
 */
import type { Decider } from '../shared/decider.js';
import { badInput, conflict, forbidden, notFound } from '../shared/errors.js';
import { assignTeamsToJudges } from './assign.js';
import type { ChangeCategory, JudgingCommand, ScoreTeam } from './commands.js';
import type { CategoryDefinition, CategoryMethod, JudgingEvent } from './events.js';
import { initialJudgingState, isJuryCategory, type JudgingState } from './state.js';
import {
  MAX_CATEGORIES,
  MAX_JUDGES,
  parseCategoryMethod,
  parseCategoryName,
  parseCriteria,
  parseId,
  parseJudgeName,
  parseJudgesPerTeam,
  parseScoreComment,
  parseScores,
  parseWeight,
} from './validation.js';

const categoryOf = (state: JudgingState, raw: unknown) => {
  const id = parseId(raw, 'Category id');
  const category = state.categories.find((c) => c.categoryId === id);
  if (!category) throw notFound('Category not found');
  return category;
};

const judgeOf = (state: JudgingState, raw: unknown) => {
  const id = parseId(raw, 'Judge id');
  const judge = state.judges.find((j) => j.judgeId === id);
  if (!judge) throw notFound('Judge not found');
  return judge;
};

/** Method, weight and rubric together: a blend has a weight, jury and blend a rubric, peer neither. */
function definition(method: CategoryMethod, weight: unknown, criteria: unknown): Pick<CategoryDefinition, 'method' | 'weight' | 'criteria'> {
  if (method === 'peer') return { method, weight: null, criteria: [] };
  return { method, weight: method === 'blend' ? parseWeight(weight) : null, criteria: parseCriteria(criteria) };
}

const hasScores = (state: JudgingState, categoryId: string) => state.scores.some((s) => s.categoryId === categoryId);

function changeCategory(command: ChangeCategory, state: JudgingState, tag: string): JudgingEvent[] {
  const current = categoryOf(state, command.categoryId);
  const name = command.name === undefined ? current.name : parseCategoryName(command.name);
  const method = command.method === undefined ? current.method : parseCategoryMethod(command.method);
  const weight = command.weight === undefined ? (current.weight ?? (method === 'blend' ? 0.5 : null)) : command.weight;
  const criteria = command.criteria === undefined ? current.criteria : command.criteria;
  const next: CategoryDefinition = { categoryId: current.categoryId, name, ...definition(method, weight, criteria) };
  if (JSON.stringify(next.criteria) !== JSON.stringify(current.criteria) && hasScores(state, current.categoryId)) {
    throw conflict('Judges have scored this category: its criteria can no longer change');
  }
  if (JSON.stringify(next) === JSON.stringify(current)) return [];
  return [{ type: 'CategoryChanged', data: { cohortTag: tag, ...next } }];
}

function scoreTeam(command: ScoreTeam, state: JudgingState, tag: string): JudgingEvent[] {
  const judge = state.judges.find((j) => j.judgeId === command.judgeId);
  if (!judge) throw forbidden('This judge link is no longer valid');
  const category = categoryOf(state, command.categoryId);
  if (!isJuryCategory(category)) throw badInput('This category is decided by the peer vote; judges do not score it');
  const teamId = parseId(command.teamId, 'Team id');
  if (!(state.assignments[judge.judgeId] ?? []).includes(teamId)) throw forbidden('This team is not assigned to you');
  if (!state.open) throw conflict('Judging is closed');
  const scores = parseScores(command.scores, category.criteria.length);
  const comment = parseScoreComment(command.comment);
  const latest = state.scores.find((s) => s.judgeId === judge.judgeId && s.categoryId === category.categoryId && s.teamId === teamId);
  if (latest && JSON.stringify(latest.scores) === JSON.stringify(scores) && latest.comment === comment) return [];
  return [{ type: 'TeamScored', data: { cohortTag: tag, judgeId: judge.judgeId, categoryId: category.categoryId, teamId, scores, comment } }];
}

function decide(command: JudgingCommand, state: JudgingState): JudgingEvent[] {
  // Every command but the first two names the cohort through its stream; they bring the tag.
  const tag = state.cohortTag ?? ('cohortTag' in command ? command.cohortTag : null);
  if (tag === null) {
    throw notFound(command.type === 'ScoreTeam' ? 'Judging not found' : 'This cohort has no categories or judges yet');
  }
  switch (command.type) {
    case 'AddCategory': {
      if (state.categories.length >= MAX_CATEGORIES) throw conflict('A cohort has at most {max, number} categories', { max: MAX_CATEGORIES });
      const name = parseCategoryName(command.name);
      if (state.categories.some((c) => c.name.toLowerCase() === name.toLowerCase())) throw conflict('A category with this name already exists');
      const method = parseCategoryMethod(command.method);
      return [{ type: 'CategoryAdded', data: { cohortTag: tag, categoryId: command.categoryId, name, ...definition(method, command.weight, command.criteria) } }];
    }
    case 'ChangeCategory': {
      if (command.name !== undefined) {
        const name = parseCategoryName(command.name);
        const id = parseId(command.categoryId, 'Category id');
        if (state.categories.some((c) => c.categoryId !== id && c.name.toLowerCase() === name.toLowerCase())) {
          throw conflict('A category with this name already exists');
        }
      }
      return changeCategory(command, state, tag);
    }
    case 'RemoveCategory': {
      const { categoryId } = categoryOf(state, command.categoryId);
      return [{ type: 'CategoryRemoved', data: { cohortTag: tag, categoryId } }];
    }
    case 'ReorderCategories': {
      const raw = command.categoryIds;
      if (!Array.isArray(raw)) throw badInput('categoryIds must be a list of category ids');
      const ids = raw.map((id) => parseId(id, 'Category id'));
      const current = state.categories.map((c) => c.categoryId);
      if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) {
        throw badInput("Give every category's id exactly once");
      }
      if (ids.every((id, i) => id === current[i])) return [];
      return [{ type: 'CategoriesReordered', data: { cohortTag: tag, categoryIds: ids } }];
    }
    case 'InviteJudge': {
      if (state.judges.length >= MAX_JUDGES) throw conflict('A cohort has at most {max, number} judges', { max: MAX_JUDGES });
      const name = parseJudgeName(command.name);
      return [{ type: 'JudgeInvited', data: { cohortTag: tag, judgeId: command.judgeId, name, token: command.token } }];
    }
    case 'RemoveJudge': {
      const { judgeId } = judgeOf(state, command.judgeId);
      return [{ type: 'JudgeRemoved', data: { cohortTag: tag, judgeId } }];
    }
    case 'AssignJudges': {
      const k = parseJudgesPerTeam(command.judgesPerTeam);
      if (state.judges.length === 0) throw conflict('Invite judges before assigning teams');
      const assignments = assignTeamsToJudges(
        command.cohortTeamIds,
        state.judges.map((j) => j.judgeId),
        k,
      );
      return [{ type: 'JudgesAssigned', data: { cohortTag: tag, judgesPerTeam: k, assignments } }];
    }
    case 'SetJudgeTeams': {
      const judge = judgeOf(state, command.judgeId);
      if (!Array.isArray(command.teamIds)) throw badInput('teamIds must be a list of team ids');
      const teamIds = [...new Set(command.teamIds.map((id) => parseId(id, 'Team id')))];
      if (!teamIds.every((id) => command.cohortTeamIds.includes(id))) throw badInput('Only teams of this cohort can be assigned');
      const assignments = state.judges.map((j) => ({ judgeId: j.judgeId, teamIds: j.judgeId === judge.judgeId ? teamIds : (state.assignments[j.judgeId] ?? []) }));
      if (JSON.stringify(state.assignments[judge.judgeId] ?? []) === JSON.stringify(teamIds)) return [];
      return [{ type: 'JudgesAssigned', data: { cohortTag: tag, judgesPerTeam: null, assignments } }];
    }
    case 'OpenJudging':
      return state.open ? [] : [{ type: 'JudgingOpened', data: { cohortTag: tag } }];
    case 'CloseJudging':
      return state.open ? [{ type: 'JudgingClosed', data: { cohortTag: tag } }] : [];
    case 'ScoreTeam':
      return scoreTeam(command, state, tag);
    case 'PresentCategory': {
      const categoryId = command.categoryId === null || command.categoryId === undefined ? null : categoryOf(state, command.categoryId).categoryId;
      if ((state.presented ?? null) === categoryId) return [];
      return [{ type: 'CategoryPresented', data: { cohortTag: tag, categoryId } }];
    }
  }
}

/** evolve with the event's time, for the read model (the decider's state keeps at null). */
export function evolveJudging(state: JudgingState, event: JudgingEvent, at: string | null = null): JudgingState {
  const s: JudgingState = { ...state, cohortTag: state.cohortTag ?? event.data.cohortTag };
  switch (event.type) {
    case 'CategoryAdded': {
      const { cohortTag: _, ...category } = event.data;
      return { ...s, categories: [...s.categories, category] };
    }
    case 'CategoryChanged': {
      const { cohortTag: _, ...category } = event.data;
      return { ...s, categories: s.categories.map((c) => (c.categoryId === category.categoryId ? category : c)) };
    }
    case 'CategoryRemoved': {
      const id = event.data.categoryId;
      return {
        ...s,
        categories: s.categories.filter((c) => c.categoryId !== id),
        scores: s.scores.filter((x) => x.categoryId !== id),
        presented: s.presented === id ? null : (s.presented ?? null),
      };
    }
    case 'CategoriesReordered': {
      const byId = new Map(s.categories.map((c) => [c.categoryId, c]));
      return { ...s, categories: event.data.categoryIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) };
    }
    case 'JudgeInvited':
      return {
        ...s,
        judges: [...s.judges, { judgeId: event.data.judgeId, name: event.data.name, token: event.data.token }],
        assignments: { ...s.assignments, [event.data.judgeId]: [] },
      };
    case 'JudgeRemoved': {
      const id = event.data.judgeId;
      const { [id]: _, ...assignments } = s.assignments;
      return { ...s, judges: s.judges.filter((j) => j.judgeId !== id), assignments, scores: s.scores.filter((x) => x.judgeId !== id) };
    }
    case 'JudgesAssigned':
      return {
        ...s,
        judgesPerTeam: event.data.judgesPerTeam,
        assignments: Object.fromEntries(event.data.assignments.filter((a) => s.judges.some((j) => j.judgeId === a.judgeId)).map((a) => [a.judgeId, a.teamIds])),
      };
    case 'JudgingOpened':
      return { ...s, open: true };
    case 'JudgingClosed':
      return { ...s, open: false };
    case 'CategoryPresented':
      return { ...s, presented: event.data.categoryId };
    case 'TeamScored': {
      const { judgeId, categoryId, teamId, scores, comment } = event.data;
      const i = s.scores.findIndex((x) => x.judgeId === judgeId && x.categoryId === categoryId && x.teamId === teamId);
      const previous = i >= 0 ? s.scores[i]! : null;
      const score = { judgeId, categoryId, teamId, scores, comment, at, revision: (previous?.revision ?? 0) + 1 };
      const list = [...s.scores];
      if (i >= 0) list[i] = score;
      else list.push(score);
      return { ...s, scores: list };
    }
  }
}

export const judgingDecider: Decider<JudgingCommand, JudgingEvent, JudgingState> = {
  decide,
  evolve: (state, event) => evolveJudging(state, event),
  initialState: initialJudgingState,
};
