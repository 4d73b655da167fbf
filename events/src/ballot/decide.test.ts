import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import type { CastBallot, ChangeBallot } from './commands.js';
import { ballotDecider, requiredVoteCount } from './decide.js';
import type { BallotEvent } from './events.js';

const cohortTag = 'spring';
const [me, a, b, c, d] = ['team-me', 'team-a', 'team-b', 'team-c', 'team-d'];

const cast = (overrides: Partial<CastBallot> = {}): CastBallot => ({
  type: 'CastBallot',
  cohortTag,
  voterTeamId: me,
  votes: [
    { votedForTeamId: b, rank: 2 },
    { votedForTeamId: a, rank: 1 },
    { votedForTeamId: c, rank: 3 },
  ],
  receipt: 'K7QM-2XPA-9RTE',
  cohort: { exists: true, votingOpen: true, archived: false },
  voter: { cohortTag, hasSubmittedWebsite: true },
  eligibleTeamIds: [a, b, c, d],
  ...overrides,
});

const cast3: BallotEvent = {
  type: 'BallotCast',
  data: {
    cohortTag,
    voterTeamId: me,
    votes: [
      { votedForTeamId: a, rank: 1 },
      { votedForTeamId: b, rank: 2 },
      { votedForTeamId: c, rank: 3 },
    ],
    receipt: 'K7QM-2XPA-9RTE',
  },
};

const ballot = (history: BallotEvent[] = []) => given(ballotDecider, history);

describe('CastBallot: allowed', () => {
  it('casts three ranked votes, sorted by rank', () => ballot().when(cast()).then([cast3]));
  it('needs two votes when two other teams submitted (the voter listed as eligible is ignored)', () =>
    ballot()
      .when(
        cast({
          eligibleTeamIds: [me, a, b],
          votes: [
            { votedForTeamId: b, rank: 1 },
            { votedForTeamId: a, rank: 2 },
          ],
        }),
      )
      .then([
        {
          type: 'BallotCast',
          data: {
            cohortTag,
            voterTeamId: me,
            votes: [
              { votedForTeamId: b, rank: 1 },
              { votedForTeamId: a, rank: 2 },
            ],
            receipt: 'K7QM-2XPA-9RTE',
          },
        },
      ]));
  it('needs one vote when one other team submitted', () =>
    ballot()
      .when(cast({ eligibleTeamIds: [a], votes: [{ votedForTeamId: a, rank: 1 }] }))
      .then([{ type: 'BallotCast', data: { cohortTag, voterTeamId: me, votes: [{ votedForTeamId: a, rank: 1 }], receipt: 'K7QM-2XPA-9RTE' } }]));
  it('records that the team has voted', () =>
    ballot()
      .when(cast())
      .thenState((state) => expect(state).toEqual({ cast: true, votes: cast3.data.votes, receipt: cast3.data.receipt })));
});

describe('CastBallot: refusals, in order', () => {
  it('refuses an unknown cohort', () =>
    ballot()
      .when(cast({ cohort: { exists: false, votingOpen: false, archived: false } }))
      .thenThrows('NOT_FOUND', 'Cohort not found'));
  it('refuses a team of another cohort', () =>
    ballot()
      .when(cast({ voter: { cohortTag: 'autumn', hasSubmittedWebsite: true } }))
      .thenThrows('FORBIDDEN', 'Your team is not part of this cohort'));
  it('refuses a team in no cohort', () =>
    ballot()
      .when(cast({ voter: { cohortTag: null, hasSubmittedWebsite: false } }))
      .thenThrows('FORBIDDEN', 'not part of this cohort'));
  it('refuses an archived cohort', () =>
    ballot()
      .when(cast({ cohort: { exists: true, votingOpen: true, archived: true } }))
      .thenThrows('CONFLICT', 'Cohort is archived'));
  it('refuses while voting is closed', () =>
    ballot()
      .when(cast({ cohort: { exists: true, votingOpen: false, archived: false } }))
      .thenThrows('CONFLICT', 'Voting is not open for this cohort'));
  it('refuses a team without a submitted website', () =>
    ballot()
      .when(cast({ voter: { cohortTag, hasSubmittedWebsite: false } }))
      .thenThrows('CONFLICT', "Submit your team's website before voting"));
  it('refuses a second ballot (the repeated command)', () => ballot([cast3]).when(cast()).thenThrows('CONFLICT', 'Your team has already voted in this cohort'));
  it('refuses when no other team submitted', () =>
    ballot()
      .when(cast({ eligibleTeamIds: [me], votes: [] }))
      .thenThrows('CONFLICT', 'There are no other submissions to vote for'));
  it('refuses a vote for the own team', () =>
    ballot()
      .when(
        cast({
          votes: [
            { votedForTeamId: me, rank: 1 },
            { votedForTeamId: a, rank: 2 },
            { votedForTeamId: b, rank: 3 },
          ],
        }),
      )
      .thenThrows('BAD_USER_INPUT', 'Cannot vote for your own team'));
  it('refuses too few votes', () =>
    ballot()
      .when(
        cast({
          votes: [
            { votedForTeamId: a, rank: 1 },
            { votedForTeamId: b, rank: 2 },
          ],
        }),
      )
      .thenThrows('BAD_USER_INPUT', 'Exactly 3 ranked votes are required'));
  it('refuses too many votes', () =>
    ballot()
      .when(
        cast({
          eligibleTeamIds: [a, b],
          votes: [
            { votedForTeamId: a, rank: 1 },
            { votedForTeamId: b, rank: 2 },
            { votedForTeamId: c, rank: 3 },
          ],
        }),
      )
      .thenThrows('BAD_USER_INPUT', 'Exactly 2 ranked votes are required'));
  it('words the single-vote case in the singular', () =>
    ballot()
      .when(cast({ eligibleTeamIds: [a], votes: [] }))
      .thenThrows('BAD_USER_INPUT', 'Exactly 1 ranked vote is required'));
  it('refuses a repeated rank', () =>
    ballot()
      .when(
        cast({
          votes: [
            { votedForTeamId: a, rank: 1 },
            { votedForTeamId: b, rank: 1 },
            { votedForTeamId: c, rank: 3 },
          ],
        }),
      )
      .thenThrows('BAD_USER_INPUT', 'Each rank from 1 to 3 must be used exactly once'));
  it('refuses a rank beyond the required count', () =>
    ballot()
      .when(
        cast({
          eligibleTeamIds: [a, b],
          votes: [
            { votedForTeamId: a, rank: 1 },
            { votedForTeamId: b, rank: 3 },
          ],
        }),
      )
      .thenThrows('BAD_USER_INPUT', 'Each rank from 1 to 2 must be used exactly once'));
  it('refuses rank 0', () =>
    ballot()
      .when(
        cast({
          votes: [
            { votedForTeamId: a, rank: 0 },
            { votedForTeamId: b, rank: 1 },
            { votedForTeamId: c, rank: 2 },
          ],
        }),
      )
      .thenThrows('BAD_USER_INPUT', 'Each rank from 1 to 3'));
  it('refuses a team that did not submit or is not in the cohort', () =>
    ballot()
      .when(
        cast({
          votes: [
            { votedForTeamId: a, rank: 1 },
            { votedForTeamId: b, rank: 2 },
            { votedForTeamId: 'team-x', rank: 3 },
          ],
        }),
      )
      .thenThrows('BAD_USER_INPUT', 'You can only vote for teams of this cohort that submitted a website'));
  it('refuses two ranks for one team', () =>
    ballot()
      .when(
        cast({
          votes: [
            { votedForTeamId: a, rank: 1 },
            { votedForTeamId: a, rank: 2 },
            { votedForTeamId: c, rank: 3 },
          ],
        }),
      )
      .thenThrows('BAD_USER_INPUT', 'A team can receive only one rank'));
  it('checks the cohort before the voter: a closed foreign cohort says "not part of this cohort"', () =>
    ballot()
      .when(cast({ cohort: { exists: true, votingOpen: false, archived: false }, voter: { cohortTag: 'autumn', hasSubmittedWebsite: true } }))
      .thenThrows('FORBIDDEN'));
});

describe('requiredVoteCount', () => {
  it('is the smaller of 3 and the other submitted teams', () => {
    expect(requiredVoteCount([], me)).toBe(0);
    expect(requiredVoteCount([me], me)).toBe(0);
    expect(requiredVoteCount([a, me], me)).toBe(1);
    expect(requiredVoteCount([a, b], me)).toBe(2);
    expect(requiredVoteCount([a, b, c, d], me)).toBe(3);
    expect(requiredVoteCount([a, a, a], me)).toBe(1);
  });
});

describe('ChangeBallot', () => {
  const change = (overrides: Partial<CastBallot> = {}): ChangeBallot => ({
    ...cast({ receipt: 'NEW2-NEW2-NEW2', ...overrides }),
    type: 'ChangeBallot',
  });
  const reordered = [
    { votedForTeamId: d, rank: 1 as const },
    { votedForTeamId: a, rank: 2 as const },
    { votedForTeamId: b, rank: 3 as const },
  ];

  it('replaces the ballot with a new event carrying the replaced one', () =>
    ballot([cast3])
      .when(change({ votes: [reordered[2]!, reordered[0]!, reordered[1]!] }))
      .then([
        {
          type: 'BallotChanged',
          data: { cohortTag, voterTeamId: me, votes: reordered, receipt: 'NEW2-NEW2-NEW2', replaced: { receipt: cast3.data.receipt, votes: cast3.data.votes } },
        },
      ]));
  it('may change again: the second change replaces the first change', () =>
    ballot([cast3])
      .when(change({ votes: reordered }))
      .thenState((state) => expect(state).toEqual({ cast: true, votes: reordered, receipt: 'NEW2-NEW2-NEW2' })));
  it('refuses a change before the first ballot', () => ballot().when(change()).thenThrows('CONFLICT', 'Your team has not voted in this cohort yet'));
  it('refuses a change once voting is closed', () =>
    ballot([cast3])
      .when(change({ votes: reordered, cohort: { exists: true, votingOpen: false, archived: false } }))
      .thenThrows('CONFLICT', 'Voting is not open for this cohort'));
  it('refuses the ballot it already has', () => ballot([cast3]).when(change()).thenThrows('CONFLICT', 'Your ballot already has exactly these ranks'));
  it('follows every rule of a first ballot', () =>
    ballot([cast3])
      .when(change({ votes: [{ votedForTeamId: me, rank: 1 }, ...reordered.slice(1)] }))
      .thenThrows('BAD_USER_INPUT', 'Cannot vote for your own team'));
  it('still refuses a second first ballot', () => ballot([cast3]).when(cast()).thenThrows('CONFLICT', 'Your team has already voted in this cohort'));
});
