/**
 * A prize category's result (docs/PRODUCT.md#how-a-category-is-decided): the one computation
 * every door uses — the results page, the presenter, the widget, the CSV export and the audit.
 *
 * - Peer score of a team = its points ÷ the most points any team got (0 when there are no
 *   ballots). The peer vote is the cohort's one ballot per team (3/2/1 points), so every
 *   category reads the same tally.
 * - Jury score of a team = (mean over its judges of the mean of that judge's criterion
 *   scores − 1) ÷ 4, so 1/5 on everything is 0 and 5/5 is 1. Only the latest score of each
 *   judge counts, only from a judge still on the jury for a team still assigned to them.
 *   A team no judge has scored has no jury score.
 * - Blend = w × peer + (1 − w) × jury, with w the category's weight; a team with no jury
 *   score counts 0 for the jury part.
 * - Who is ranked: peer — teams with at least one vote (as the overall results); jury — teams
 *   with a jury score; blend — teams with a vote or a jury score.
 * - Ties: equal scores are broken by countback (most 1st-place votes, then 2nd, then 3rd: as
 *   TIE_BREAK_RULE), then by the higher jury score; teams level on all of these share a rank.
 */
import type { ResultRow, TallyTeam } from '../ballot/tally.js';
import { UNKNOWN_TEAM_NAME } from '../ballot/tally.js';
import type { Rank } from '../ballot/events.js';
import type { CategoryDefinition, CategoryMethod } from './events.js';
import { isJuryCategory, type JudgingState, type Score } from './state.js';
import { MAX_SCORE, MIN_SCORE } from './validation.js';

export const CATEGORY_TIE_BREAK_RULE =
  'Teams with equal scores are ordered by the most 1st-place peer votes, then 2nd-place, then 3rd-place votes, then by the higher jury score; teams level on all of these share the same rank.';

/** The formula as the results page shows it, with the category's weight filled in. */
export function categoryFormula(c: Pick<CategoryDefinition, 'method' | 'weight'>): string {
  if (c.method === 'peer') return 'Score = peer score (points ÷ the most points any team got)';
  if (c.method === 'jury') return 'Score = jury score ((average judge score − 1) ÷ 4)';
  const w = c.weight ?? 0;
  return `Score = ${fmt(w)} × peer score + ${fmt(1 - w)} × jury score`;
}
const fmt = (n: number) => String(Math.round(n * 1000) / 1000);

export interface CategoryResultRow {
  /** Competition rank (1, 1, 3). */
  rank: number;
  teamId: string;
  teamName: string;
  /** The team was erased (as ResultRow.erased). */
  erased: boolean;
  avatarIcon: string | null;
  websiteUrl: string | null;
  /** The category's score, 0..1. */
  score: number;
  peerScore: number;
  /** null: no judge has scored the team (or the category is peer only). */
  juryScore: number | null;
  /** How many judges' scores count. */
  judgeCount: number;
  totalPoints: number;
  votes: { rank: Rank; count: number }[];
}

export interface CategoryResult {
  categoryId: string;
  name: string;
  method: CategoryMethod;
  weight: number | null;
  formula: string;
  rows: CategoryResultRow[];
}

/** The scores that count: each judge's latest, from a judge on the jury, for a team assigned to them, in a jury or blend category. */
export function countedScores(state: Pick<JudgingState, 'judges' | 'assignments' | 'scores' | 'categories'>): Score[] {
  const judges = new Set(state.judges.map((j) => j.judgeId));
  const jury = new Set(state.categories.filter(isJuryCategory).map((c) => c.categoryId));
  return state.scores.filter((s) => judges.has(s.judgeId) && jury.has(s.categoryId) && (state.assignments[s.judgeId] ?? []).includes(s.teamId));
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Jury score per team of one category: (mean of judges' means − 1) ÷ 4, and how many judges. */
export function juryScores(scores: readonly Score[], categoryId: string): Map<string, { score: number; judges: number }> {
  const byTeam = new Map<string, number[]>();
  for (const s of scores) {
    if (s.categoryId !== categoryId || s.scores.length === 0) continue;
    const list = byTeam.get(s.teamId) ?? [];
    list.push(mean(s.scores));
    byTeam.set(s.teamId, list);
  }
  const out = new Map<string, { score: number; judges: number }>();
  for (const [team, means] of byTeam) out.set(team, { score: (mean(means) - MIN_SCORE) / (MAX_SCORE - MIN_SCORE), judges: means.length });
  return out;
}

// Scores are compared to 1e-9: a float sum must not split teams that are level.
const round = (x: number) => Math.round(x * 1e9) / 1e9;
const countsOf = (r: CategoryResultRow) => r.votes.map((v) => v.count);

function compare(a: CategoryResultRow, b: CategoryResultRow): number {
  const [a1, a2, a3] = countsOf(a);
  const [b1, b2, b3] = countsOf(b);
  return round(b.score) - round(a.score) || b1! - a1! || b2! - a2! || b3! - a3! || round(b.juryScore ?? -1) - round(a.juryScore ?? -1);
}

const byName = (a: CategoryResultRow, b: CategoryResultRow) => {
  const code = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return code(a.teamName.toLowerCase(), b.teamName.toLowerCase()) || code(a.teamName, b.teamName) || code(a.teamId, b.teamId);
};

const NO_VOTES = (): { rank: Rank; count: number }[] => [
  { rank: 1, count: 0 },
  { rank: 2, count: 0 },
  { rank: 3, count: 0 },
];

/**
 * One category's ranked rows from the peer results (the overall ranked rows: rankRows or
 * tallyResults of events/src/ballot/tally.ts), the counted jury scores and the teams' names.
 */
export function categoryResult(
  category: CategoryDefinition,
  peer: readonly ResultRow[],
  scores: readonly Score[],
  teams: ReadonlyMap<string, TallyTeam>,
): CategoryResult {
  const maxPoints = Math.max(0, ...peer.map((r) => r.totalPoints));
  const jury = isJuryCategory(category) ? juryScores(scores, category.categoryId) : new Map<string, { score: number; judges: number }>();
  const peerById = new Map(peer.map((r) => [r.teamId, r]));
  const ids = new Set<string>();
  if (category.method !== 'jury') for (const r of peer) ids.add(r.teamId);
  if (category.method !== 'peer') for (const id of jury.keys()) ids.add(id);
  const w = category.method === 'peer' ? 1 : category.method === 'jury' ? 0 : (category.weight ?? 0);

  const rows: CategoryResultRow[] = [...ids].map((teamId) => {
    const p = peerById.get(teamId);
    const team = teams.get(teamId);
    const peerScore = p && maxPoints > 0 ? p.totalPoints / maxPoints : 0;
    const j = jury.get(teamId) ?? null;
    return {
      rank: 0,
      teamId,
      teamName: p?.teamName ?? team?.name ?? UNKNOWN_TEAM_NAME,
      erased: p ? p.erased : !!team?.erased,
      avatarIcon: p?.avatarIcon ?? team?.avatarIcon ?? null,
      websiteUrl: p?.websiteUrl ?? team?.websiteUrl ?? null,
      score: w * peerScore + (1 - w) * (j?.score ?? 0),
      peerScore,
      juryScore: j?.score ?? null,
      judgeCount: j?.judges ?? 0,
      totalPoints: p?.totalPoints ?? 0,
      votes: p ? p.votes.map((v) => ({ ...v })) : NO_VOTES(),
    };
  });
  rows.sort((a, b) => compare(a, b) || byName(a, b));
  rows.forEach((row, i) => {
    row.rank = i > 0 && compare(rows[i - 1]!, row) === 0 ? rows[i - 1]!.rank : i + 1;
  });
  return { categoryId: category.categoryId, name: category.name, method: category.method, weight: category.weight, formula: categoryFormula(category), rows };
}

/** Every category's result, in the categories' order. */
export function categoryResults(state: JudgingState, peer: readonly ResultRow[], teams: ReadonlyMap<string, TallyTeam>): CategoryResult[] {
  const scores = countedScores(state);
  return state.categories.map((c) => categoryResult(c, peer, scores, teams));
}

/** A judge's progress: scored (team, category) pairs out of those to score (assigned teams × jury and blend categories). */
export function judgeProgress(state: JudgingState, judgeId: string): { scored: number; total: number } {
  const teams = state.assignments[judgeId] ?? [];
  const categories = state.categories.filter(isJuryCategory);
  const scored = new Set(
    countedScores(state)
      .filter((s) => s.judgeId === judgeId)
      .map((s) => `${s.categoryId}/${s.teamId}`),
  );
  return { scored: scored.size, total: teams.length * categories.length };
}
