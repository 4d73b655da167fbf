import type { DomainEvent } from '../shared/decider.js';

export type Rank = 1 | 2 | 3;
export interface Vote {
  votedForTeamId: string;
  rank: Rank;
}

/** receipt: a random code given to the voting team so it can later check its ballot was counted. */
export type BallotCast = DomainEvent<'BallotCast', { cohortTag: string; voterTeamId: string; votes: Vote[]; receipt: string }>;

export type BallotEvent = BallotCast;

/** One stream per team per cohort: the store's expected-version check makes a second ballot impossible. */
export const ballotStreamId = (cohortTag: string, voterTeamId: string) => `ballot-${cohortTag}-${voterTeamId}`;
