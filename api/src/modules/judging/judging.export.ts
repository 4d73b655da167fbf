import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../../projections/projection.js';
import { liveCategoryResults } from './judging.read.js';

/**
 * The progress export's prize-category columns: one column per category name (the
 * union over every cohort's categories, in cohort then category order), headed
 * "Category: {name}"; a team's cell is its rank and score out of 100 in its cohort's category of
 * that name ("2 (62.5)"), empty when the team is not ranked there or its cohort has no such
 * category. No cohort with categories: no extra column, so the export has only its usual columns.
 */
export async function categoryColumns(em: EntityManager) {
  const tags = await executeBound<{ cohort_tag: string }>(em, `select cohort_tag from judging where jsonb_array_length(state->'categories') > 0 order by cohort_tag`, []);
  const names: string[] = [];
  const cells = new Map<string, Map<string, string>>();
  for (const { cohort_tag } of tags) {
    for (const category of await liveCategoryResults(em, cohort_tag)) {
      if (!names.includes(category.name)) names.push(category.name);
      for (const row of category.rows) {
        const team = cells.get(row.teamId) ?? new Map<string, string>();
        team.set(category.name, `${row.rank} (${Math.round(row.score * 1000) / 10})`);
        cells.set(row.teamId, team);
      }
    }
  }
  return {
    headers: names.map((n) => `Category: ${n}`),
    cellsOf: (teamId: string) => names.map((n) => cells.get(teamId)?.get(n) ?? ''),
  };
}
