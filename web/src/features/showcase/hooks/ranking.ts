/**
 * The showcase's rank choices (docs/PRODUCT.md#showcase, #voting): a pure state of team id -> rank,
 * so every rule can be tested without rendering. The server's decider checks the same rules again.
 */
import { requiredVoteCount } from '@fit/events/ballot/decide';

export type Rank = 1 | 2 | 3;
/** Team id -> the rank chosen for it. */
export type RankSelection = Readonly<Record<string, Rank>>;

/** Ranks a voter must assign: 1..min(3, submitted teams other than its own). */
export function ranksToAssign(submittedTeamIds: readonly string[], ownTeamId: string | null): Rank[] {
  const required = requiredVoteCount(submittedTeamIds, ownTeamId ?? '');
  return ([1, 2, 3] as const).filter((r) => r <= required);
}

export type ChooseResult = { ok: true; selection: RankSelection; change: 'set' | 'moved' | 'cleared' } | { ok: false; reason: 'own-team' | 'rank-unavailable' };

/**
 * Choosing `rank` for `teamId`: the team's earlier rank and any other team's hold on that rank
 * are dropped; choosing the rank a team already has clears it. The own team is refused.
 */
export function chooseRank(
  selection: RankSelection,
  teamId: string,
  rank: Rank,
  { ownTeamId, ranks }: { ownTeamId: string | null; ranks: readonly Rank[] },
): ChooseResult {
  if (ownTeamId !== null && teamId === ownTeamId) return { ok: false, reason: 'own-team' };
  if (!ranks.includes(rank)) return { ok: false, reason: 'rank-unavailable' };
  const previous = selection[teamId];
  const next: Record<string, Rank> = {};
  for (const [id, r] of Object.entries(selection)) if (id !== teamId && r !== rank) next[id] = r;
  if (previous === rank) return { ok: true, selection: next, change: 'cleared' };
  next[teamId] = rank;
  return { ok: true, selection: next, change: previous ? 'moved' : 'set' };
}

/** The team holding a rank, if any. */
export const holderOf = (selection: RankSelection, rank: Rank): string | undefined => Object.keys(selection).find((id) => selection[id] === rank);

/** True when every rank to assign is held exactly once (and nothing else is chosen). */
export function isBallotComplete(selection: RankSelection, ranks: readonly Rank[]): boolean {
  const chosen = Object.values(selection);
  return ranks.length > 0 && chosen.length === ranks.length && ranks.every((r) => chosen.filter((c) => c === r).length === 1);
}

/** The ballot as the API takes it, 1st first. */
export const toVotes = (selection: RankSelection) =>
  Object.entries(selection)
    .map(([votedForTeamId, rank]) => ({ votedForTeamId, rank }))
    .sort((a, b) => a.rank - b.rank);
