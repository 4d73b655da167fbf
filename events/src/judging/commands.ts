/*
 * Commands carry what arrived from the client as unknown where the decider parses it (names,
 * methods, weights, scores), and ids, tokens and the cohort's team ids as the handler made or
 * read them.
 */
export type AddCategory = { type: 'AddCategory'; cohortTag: string; categoryId: string; name: unknown; method: unknown; weight?: unknown; criteria?: unknown };
/** A partial change; only the fields present change. */
export type ChangeCategory = { type: 'ChangeCategory'; categoryId: unknown; name?: unknown; method?: unknown; weight?: unknown; criteria?: unknown };
export type RemoveCategory = { type: 'RemoveCategory'; categoryId: unknown };
export type ReorderCategories = { type: 'ReorderCategories'; categoryIds: unknown };
export type InviteJudge = { type: 'InviteJudge'; cohortTag: string; judgeId: string; name: unknown; token: string };
export type RemoveJudge = { type: 'RemoveJudge'; judgeId: unknown };
/** Assign every team of the cohort (cohortTeamIds, read by the handler) to judgesPerTeam judges, round-robin. */
export type AssignJudges = { type: 'AssignJudges'; judgesPerTeam: unknown; cohortTeamIds: readonly string[] };
/** Set one judge's teams by hand (teams of the cohort only). */
export type SetJudgeTeams = { type: 'SetJudgeTeams'; judgeId: unknown; teamIds: unknown; cohortTeamIds: readonly string[] };
export type OpenJudging = { type: 'OpenJudging' };
export type CloseJudging = { type: 'CloseJudging' };
export type ScoreTeam = { type: 'ScoreTeam'; judgeId: string; categoryId: unknown; teamId: unknown; scores: unknown; comment?: unknown };

/** The show moves on to a category's podium (an id) or back to the overall one (null). */
export type PresentCategory = { type: 'PresentCategory'; categoryId: unknown };

export type JudgingCommand =
  | AddCategory
  | ChangeCategory
  | RemoveCategory
  | ReorderCategories
  | InviteJudge
  | RemoveJudge
  | AssignJudges
  | SetJudgeTeams
  | OpenJudging
  | CloseJudging
  | ScoreTeam
  | PresentCategory;
