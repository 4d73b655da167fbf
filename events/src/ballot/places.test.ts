import { describe, expect, it } from 'vitest';
import { medalOf, ordinal, placeLabel } from './places.js';
import { tallyResults } from './tally.js';

describe('place labels', () => {
  it('names ranks in English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(placeLabel(2)).toBe('2nd Place');
  });

  it('gives tied teams the same place and medal, and skips the places they take', () => {
    const teams = new Map(['a', 'b', 'c'].map((id) => [id, { name: id.toUpperCase(), avatarIcon: null, websiteUrl: null }]));
    // a and b level on points and on every count; c behind.
    const rows = tallyResults(
      [
        {
          voterTeamId: 'x',
          votes: [
            { votedForTeamId: 'a', rank: 1 },
            { votedForTeamId: 'b', rank: 2 },
            { votedForTeamId: 'c', rank: 3 },
          ],
        },
        {
          voterTeamId: 'y',
          votes: [
            { votedForTeamId: 'b', rank: 1 },
            { votedForTeamId: 'a', rank: 2 },
            { votedForTeamId: 'c', rank: 3 },
          ],
        },
      ],
      teams,
    );
    expect(rows.map((r) => [r.teamName, placeLabel(r.rank), medalOf(r.rank)])).toEqual([
      ['A', '1st Place', 'gold'],
      ['B', '1st Place', 'gold'],
      ['C', '3rd Place', 'bronze'],
    ]);
  });
});
