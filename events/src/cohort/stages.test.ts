import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../ballot/tally.js';
import { hiddenPlace, isPlaceShown, rowsAtStage } from './stages.js';

describe('isPlaceShown', () => {
  it('shows 3rd from stage 1, 2nd from stage 2, 1st at stage 3', () => {
    const shown = (stage: number) => ([1, 2, 3] as const).filter((p) => isPlaceShown(p, stage));
    expect([0, 1, 2, 3].map(shown)).toEqual([[], [3], [2, 3], [1, 2, 3]]);
  });
});

describe('rowsAtStage', () => {
  const row = (rank: number): ResultRow => ({
    rank,
    teamId: `t${rank}`,
    teamName: `Team ${rank}`,
    erased: false,
    avatarIcon: null,
    websiteUrl: `https://t${rank}.example`,
    totalPoints: 10 - rank,
    votes: [
      { rank: 1, count: 1 },
      { rank: 2, count: 0 },
      { rank: 3, count: 0 },
    ],
  });
  const rows = [1, 2, 3, 4, 5].map(row);
  const names = (stage: number | null) => rowsAtStage(rows, stage).map((r) => r.teamName);

  it('keeps the podium places, the unreached ones holding nothing of their team, and the table for stage 3', () => {
    expect(names(0)).toEqual(['', '', '']);
    expect(names(1)).toEqual(['', '', 'Team 3']);
    expect(names(2)).toEqual(['', 'Team 2', 'Team 3']);
    expect(names(3)).toEqual(rows.map((r) => r.teamName));
    expect(rowsAtStage(rows, 1)[0]).toEqual(hiddenPlace());
    expect(hiddenPlace()).toMatchObject({ rank: 0, teamId: '', websiteUrl: null, totalPoints: 0 });
  });

  it('shows every row while no one drives the show', () => {
    expect(rowsAtStage(rows, null)).toEqual(rows);
  });

  it('with fewer rows than places, only the places that exist', () => {
    expect(rowsAtStage(rows.slice(0, 2), 1).map((r) => r.teamName)).toEqual(['', '']);
    expect(rowsAtStage(rows.slice(0, 2), 2).map((r) => r.teamName)).toEqual(['', 'Team 2']);
  });
});
