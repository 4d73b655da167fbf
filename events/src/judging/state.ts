import type { CategoryDefinition } from './events.js';

export interface Judge {
  judgeId: string;
  name: string;
  token: string;
}

/** A judge's latest scores of a team in a category (earlier revisions stay in the log). */
export interface Score {
  judgeId: string;
  categoryId: string;
  teamId: string;
  scores: number[];
  comment: string | null;
  /** When the judge last scored it (event metadata), for the judge's own page. */
  at: string | null;
  /** How many times this judge has scored this team in this category (1 for the first score). */
  revision: number;
}

/**
 * A cohort's judging as plain JSON (the judging read model stores it whole): categories in
 * their order, judges in the order invited, each judge's teams, and the latest scores.
 */
export interface JudgingState {
  cohortTag: string | null;
  open: boolean;
  categories: CategoryDefinition[];
  judges: Judge[];
  judgesPerTeam: number | null;
  /** judgeId → team ids, in the order assigned. */
  assignments: Record<string, string[]>;
  scores: Score[];
  /** The category the results show presents (null: the overall podium). */
  presented?: string | null;
}

export const initialJudgingState = (): JudgingState => ({
  cohortTag: null,
  open: false,
  categories: [],
  judges: [],
  judgesPerTeam: null,
  assignments: {},
  scores: [],
});

/** Categories a jury scores (jury and blend). */
export const isJuryCategory = (c: Pick<CategoryDefinition, 'method'>) => c.method !== 'peer';
