/**
 * The widget's only GraphQL operations: the public ones another site's page may run
 * (docs/API.md — cross-origin without credentials). Plain strings with hand-written types that
 * mirror schema.graphql, so the bundle carries no GraphQL client or parser.
 */

export const COHORT_STATUS_QUERY = /* GraphQL */ `query WidgetCohortStatus($tag: String!) {
  cohortStatus(tag: $tag) { name resultsVisible revealStage rehearsal }
}`;

export const RESULTS_QUERY = /* GraphQL */ `query WidgetResults($cohortTag: String!) {
  results(cohortTag: $cohortTag) {
    rank teamId teamName erased avatarIcon websiteUrl totalPoints votes { rank count }
  }
  cohortChainHead(cohortTag: $cohortTag) { format keyId cohortTag seq position hash at signature }
}`;

/** A prize category's podium (data-category): rows carry the score 0..1 beside the peer counts. */
export const CATEGORY_RESULTS_QUERY = /* GraphQL */ `query WidgetCategoryResults($cohortTag: String!) {
  categoryResults(cohortTag: $cohortTag) {
    categoryId name rows { rank teamId teamName erased avatarIcon websiteUrl score votes { rank count } }
  }
}`;

export interface CategoryResultsData {
  categoryResults: { categoryId: string; name: string; rows: (Omit<ResultRow, 'totalPoints'> & { score: number })[] }[];
}

/** data-category: any change of the cohort's category results (only the ids: the widget reads them again). */
export const CATEGORY_RESULTS_CHANGED_SUBSCRIPTION = /* GraphQL */ `subscription WidgetCategoryResultsChanged($cohortTag: String!) {
  categoryResultsChanged(cohortTag: $cohortTag) { categoryId }
}`;

export const COHORT_CHANGED_SUBSCRIPTION = /* GraphQL */ `subscription WidgetCohortChanged($tag: String!) {
  cohortChanged(tag: $tag) { tag name votingOpen resultsVisible revealStage rehearsal }
}`;

/** The instructor's show: revealStage 0..3 while one drives it (a rehearsal is never shown here). */
export interface RevealState {
  revealStage?: number | null;
  rehearsal?: boolean;
}

export interface CohortStatus extends RevealState {
  name: string;
  resultsVisible: boolean;
}

export interface CohortStatusData {
  cohortStatus: CohortStatus | null;
}

/** The results row as the API sends it: the same type the tally produces. */
export type { ResultRow } from '@fit/events/ballot/tally';
import type { ResultRow } from '@fit/events/ballot/tally';

/** The cohort's signed chain head (docs/AUDIT.md#signed-chain-heads); every field is signed. */
export interface ChainHead {
  format: string;
  keyId: string;
  cohortTag: string;
  seq: string;
  position: string;
  hash: string;
  at: string;
  signature: string;
}

export interface ResultsData {
  results: ResultRow[];
  cohortChainHead?: ChainHead | null;
}

export interface CohortChange extends RevealState {
  tag: string;
  name: string;
  votingOpen: boolean;
  resultsVisible: boolean;
}

export interface CohortChangedData {
  cohortChanged: CohortChange;
}
