/*
 * How a rank is shown, wherever results appear (web podium and leaderboard, widget, audit).
 * Places follow the competition rank of rankRows, never the position in a list: teams tied
 * for first are both '1st Place' with the gold medal, and the next team is '3rd Place'.
 */

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st, 22nd, … */
export function ordinal(rank: number): string {
  const n = Math.trunc(rank);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** '1st Place', shared by every team holding that rank. */
export const placeLabel = (rank: number): string => `${ordinal(rank)} Place`;

export type Medal = 'gold' | 'silver' | 'bronze';

/** The medal of a rank: ranks 1–3 only, so tied teams get the same medal. */
export function medalOf(rank: number): Medal | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}
