import type { Vote } from './events.js';

/**
 * Everything the rules of SPEC §5 need, read by the handler in the same transaction:
 * - cohort: the cohort's state (exists, votingOpen, archived);
 * - voter: the voting team's cohort and whether it has submitted its website;
 * - eligibleTeamIds: teams of the cohort with a submitted website, the voter excluded.
 * votes arrive unvalidated (ranks and ids as the client sent them).
 */
export type CastBallot = {
  type: 'CastBallot';
  cohortTag: string;
  voterTeamId: string;
  votes: { votedForTeamId: string; rank: number }[];
  receipt: string;
  cohort: { exists: boolean; votingOpen: boolean; archived: boolean };
  voter: { cohortTag: string | null; hasSubmittedWebsite: boolean };
  eligibleTeamIds: string[];
};

export type BallotCommand = CastBallot;
export type { Vote };
