import {
  CATEGORY_RESULTS_QUERY,
  COHORT_STATUS_QUERY,
  RESULTS_QUERY,
  type CategoryResultsData,
  type ChainHead,
  type CohortStatus,
  type CohortStatusData,
  type ResultRow,
  type ResultsData,
} from './operations.js';

/** A GraphQL error code the widget acts on (docs/API.md), or NETWORK for everything else. */
export type ApiErrorCode = 'FORBIDDEN' | 'NOT_FOUND' | 'NETWORK';

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface GraphqlResponse<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
}

/**
 * POST to the app's public /graphql. Cross-origin without credentials: the widget never sends
 * the host page's or the app's cookies, so it can only ever see what anybody may see.
 */
async function request<T>(appUrl: string, query: string, variables: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  let body: GraphqlResponse<T>;
  try {
    const res = await fetch(`${appUrl}/graphql`, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: 'strict-origin-when-cross-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal,
    });
    body = (await res.json()) as GraphqlResponse<T>;
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError('NETWORK', 'Failed to fetch results');
  }
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code;
    throw new ApiError(code === 'FORBIDDEN' || code === 'NOT_FOUND' ? code : 'NETWORK', String(first.message ?? 'Request failed'));
  }
  if (!body.data) throw new ApiError('NETWORK', 'Empty response');
  return body.data;
}

export async function fetchCohortStatus(appUrl: string, tag: string, signal?: AbortSignal): Promise<CohortStatus | null> {
  const data = await request<CohortStatusData>(appUrl, COHORT_STATUS_QUERY, { tag }, signal);
  return data.cohortStatus ?? null;
}

export async function fetchResults(appUrl: string, cohortTag: string, signal?: AbortSignal): Promise<{ rows: ResultRow[]; head: ChainHead | null }> {
  const data = await request<ResultsData>(appUrl, RESULTS_QUERY, { cohortTag }, signal);
  return { rows: Array.isArray(data.results) ? data.results : [], head: data.cohortChainHead ?? null };
}

/**
 * One prize category's rows (data-category: its id or its name, any case), as result rows whose
 * totalPoints is the score out of 100; null when the cohort has no such category.
 */
export async function fetchCategoryResults(
  appUrl: string,
  cohortTag: string,
  category: string,
  signal?: AbortSignal,
): Promise<{ name: string; rows: ResultRow[] } | null> {
  const data = await request<CategoryResultsData>(appUrl, CATEGORY_RESULTS_QUERY, { cohortTag }, signal);
  const wanted = category.trim().toLowerCase();
  const found = (Array.isArray(data.categoryResults) ? data.categoryResults : []).find((c) => c.categoryId === wanted || c.name.toLowerCase() === wanted);
  if (!found) return null;
  return { name: found.name, rows: found.rows.map(({ score, ...r }) => ({ ...r, totalPoints: Math.round(score * 1000) / 10 })) };
}
