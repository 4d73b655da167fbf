import type { Vote } from './events.js';

/**
 * One choice on a ballot as a door parsed it (parseVotes): a non-empty team id and a whole-number
 * rank. Which ids and ranks are allowed is the decider's business.
 */
export interface VoteChoice {
  votedForTeamId: string;
  rank: number;
}

/**
 * Everything the voting rules (docs/PRODUCT.md#voting) need, read by the handler in the same
 * transaction:
 * - cohort: the cohort's state (exists, votingOpen, archived);
 * - voter: the voting team's cohort and whether it has submitted its website;
 * - eligibleTeamIds: teams of the cohort with a submitted website, the voter excluded: every
 *   such team the ballot names, and at least as many others as there are ranks to fill when the
 *   cohort has them (what requiredVoteCount counts), so a handler need not read the whole showcase.
 */
export type CastBallot = {
  type: 'CastBallot';
  cohortTag: string;
  voterTeamId: string;
  votes: readonly VoteChoice[];
  receipt: string;
  cohort: { exists: boolean; votingOpen: boolean; archived: boolean };
  voter: { cohortTag: string | null; hasSubmittedWebsite: boolean };
  eligibleTeamIds: string[];
};

/**
 * Replaces the team's ballot with a new one (docs/PRODUCT.md#changing-a-ballot): the same facts
 * and rules as CastBallot, allowed only once the team has voted and while voting is open.
 */
export type ChangeBallot = Omit<CastBallot, 'type'> & { type: 'ChangeBallot' };

export type BallotCommand = CastBallot | ChangeBallot;
export type { Vote };
