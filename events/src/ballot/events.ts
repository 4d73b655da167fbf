import type { DomainEvent } from '../shared/decider.js';

export type Rank = 1 | 2 | 3;
export interface Vote {
  votedForTeamId: string;
  rank: Rank;
}

/** receipt: a random code given to the voting team so it can later check its ballot was counted. */
export type BallotCast = DomainEvent<'BallotCast', { cohortTag: string; voterTeamId: string; votes: Vote[]; receipt: string }>;

/**
 * The team replaced its ballot while voting was open: a new event, never an overwrite. It
 * carries the ballot it replaces (receipt and votes) so that additive read models (the tallies)
 * take the old votes off without reading them; the audit replay does not rely on that copy: it
 * folds each team's latest ballot from the chained events themselves (latestBallots).
 */
export type BallotChanged = DomainEvent<
  'BallotChanged',
  { cohortTag: string; voterTeamId: string; votes: Vote[]; receipt: string; replaced: { receipt: string; votes: Vote[] } }
>;

export type BallotEvent = BallotCast | BallotChanged;

/** Every ballot event type: what read models, caches and live views of a vote listen for. */
export const BALLOT_EVENT_TYPES: ReadonlySet<string> = new Set<BallotEvent['type']>(['BallotCast', 'BallotChanged']);

/**
 * One stream per team per cohort: the store's expected-version check makes two first ballots
 * (or two changes of the same ballot) at once impossible; exactly one of them appends.
 */
export const ballotStreamId = (cohortTag: string, voterTeamId: string) => `ballot-${cohortTag}-${voterTeamId}`;
