import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CategoryResultsData, ChainHead, CohortStatus, ResultRow } from '../src/operations.js';

export const APP = 'http://app.test';
const api = graphql.link(`${APP}/graphql`);

/** What the fake app knows; tests change it and the handlers read it on every request. */
export interface FakeApp {
  cohorts: Map<string, CohortStatus>;
  results: Map<string, ResultRow[]>;
  /** Prize categories' results per cohort (data-category). */
  categories: Map<string, CategoryResultsData['categoryResults']>;
  /** Each cohort's signed chain head (none unless a test sets one). */
  heads: Map<string, ChainHead>;
  /** Every operation received, in order. */
  calls: { operation: string; variables: Record<string, unknown> }[];
  /** When set, every request fails at the network level. */
  offline: boolean;
}

export const app: FakeApp = { cohorts: new Map(), results: new Map(), categories: new Map(), heads: new Map(), calls: [], offline: false };

export function resetApp() {
  app.cohorts.clear();
  app.results.clear();
  app.categories.clear();
  app.heads.clear();
  app.calls.length = 0;
  app.offline = false;
}

export const server = setupServer(
  api.query('WidgetCohortStatus', ({ variables }) => {
    app.calls.push({ operation: 'WidgetCohortStatus', variables });
    if (app.offline) return HttpResponse.error();
    return HttpResponse.json({ data: { cohortStatus: app.cohorts.get(String(variables.tag)) ?? null } });
  }),
  api.query('WidgetResults', ({ variables }) => {
    app.calls.push({ operation: 'WidgetResults', variables });
    if (app.offline) return HttpResponse.error();
    const tag = String(variables.cohortTag);
    const cohort = app.cohorts.get(tag);
    if (!cohort) return HttpResponse.json({ data: null, errors: [{ message: 'Cohort not found', extensions: { code: 'NOT_FOUND' } }] });
    if (!cohort.resultsVisible) {
      return HttpResponse.json({ data: null, errors: [{ message: 'Results are not visible yet', extensions: { code: 'FORBIDDEN' } }] });
    }
    return HttpResponse.json({ data: { results: app.results.get(tag) ?? [], cohortChainHead: app.heads.get(tag) ?? null } });
  }),
  api.query('WidgetCategoryResults', ({ variables }) => {
    app.calls.push({ operation: 'WidgetCategoryResults', variables });
    const tag = String(variables.cohortTag);
    if (!app.cohorts.get(tag)?.resultsVisible) {
      return HttpResponse.json({ data: null, errors: [{ message: 'Results are not yet available', extensions: { code: 'FORBIDDEN' } }] });
    }
    return HttpResponse.json({ data: { categoryResults: app.categories.get(tag) ?? [] } });
  }),
);

export const row = (rank: number, teamName: string, totalPoints: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  rank,
  teamId: `t-${teamName}`,
  teamName,
  erased: false,
  avatarIcon: null,
  websiteUrl: `https://${teamName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
  totalPoints,
  votes: [
    { rank: 1, count: 0 },
    { rank: 2, count: 0 },
    { rank: 3, count: 0 },
  ],
  ...extra,
});
