/**
 * The ballot aggregate: one team's votes in one cohort (ballotStreamId), cast once and then
 * replaced as often as the team likes while voting is open (each change a new event).
 * The doors parse the vote list's shape (parseVotes); the handler reads the cohort, the voter
 * and the eligible teams in the same transaction and passes them in. Every voting rule
 * (docs/PRODUCT.md#voting) is checked here, in a fixed order so that the most useful refusal
 * is the one a team sees.
 */
import type { Decider } from '../shared/decider.js';
import { MAX_RANKS } from '../shared/constants.js';
import { badInput, conflict, forbidden, notFound } from '../shared/errors.js';
import { message, type MessageDescriptor, type MessageId } from '../i18n/message.js';
import type { BallotCommand, CastBallot, ChangeBallot } from './commands.js';
import type { BallotEvent, Rank, Vote } from './events.js';
import type { BallotState } from './state.js';

/** How many ranked votes a ballot must hold: the smaller of 3 and the number of other submitted teams. */
export const requiredVoteCount = (eligibleTeamIds: readonly string[], voterTeamId: string): number =>
  Math.min(MAX_RANKS, new Set(eligibleTeamIds.filter((id) => id !== voterTeamId)).size);

const requiredMessage = (required: number): MessageDescriptor =>
  required === 1
    ? message('Exactly 1 ranked vote is required: choose your favourite team')
    : required === 2
      ? message('Exactly {count, number} ranked votes are required: one for each rank from 1st to 2nd', { count: required })
      : message('Exactly {count, number} ranked votes are required: one for each rank from 1st to 3rd', { count: required });

/**
 * The rules every ballot follows, first or changed, in the order a team should hear them;
 * `stateRefusal` is the refusal for a ballot in the wrong state (a second first ballot, or a change
 * before any). Returns the votes sorted by rank.
 */
function checkedVotes(command: CastBallot | ChangeBallot, stateRefusal: MessageId | null): Vote[] {
  const { cohort, voter, voterTeamId, cohortTag } = command;
  if (!cohort.exists) throw notFound('Cohort not found');
  if (voter.cohortTag !== cohortTag) throw forbidden('Your team is not part of this cohort');
  if (cohort.archived) throw conflict('Cohort is archived');
  if (!cohort.votingOpen) throw conflict('Voting is not open for this cohort');
  if (!voter.hasSubmittedWebsite) throw conflict("Submit your team's website before voting");
  if (stateRefusal) throw conflict(stateRefusal);

  const eligible = new Set(command.eligibleTeamIds.filter((id) => id !== voterTeamId));
  const required = requiredVoteCount(command.eligibleTeamIds, voterTeamId);
  if (required === 0) throw conflict('There are no other submissions to vote for');

  const { votes } = command;
  if (votes.some((v) => v.votedForTeamId === voterTeamId)) throw badInput('Cannot vote for your own team');
  if (votes.length !== required) throw badInput(requiredMessage(required));
  const ranks = new Set(votes.map((v) => v.rank));
  if (ranks.size !== required || votes.some((v) => v.rank < 1 || v.rank > required)) {
    throw badInput('Each rank from {min, number} to {max, number} must be used exactly once', { min: 1, max: required });
  }
  if (votes.some((v) => !eligible.has(v.votedForTeamId))) {
    throw badInput('You can only vote for teams of this cohort that submitted a website');
  }
  if (new Set(votes.map((v) => v.votedForTeamId)).size !== votes.length) {
    throw badInput('A team can receive only one rank');
  }
  return votes.map((v) => ({ votedForTeamId: v.votedForTeamId, rank: v.rank as Rank })).sort((a, b) => a.rank - b.rank);
}

const sameVotes = (a: readonly Vote[], b: readonly Vote[]) =>
  a.length === b.length && a.every((v, i) => v.votedForTeamId === b[i]!.votedForTeamId && v.rank === b[i]!.rank);

function castBallot(command: CastBallot, state: BallotState): BallotEvent[] {
  const votes = checkedVotes(command, state.cast ? 'Your team has already voted in this cohort' : null);
  return [{ type: 'BallotCast', data: { cohortTag: command.cohortTag, voterTeamId: command.voterTeamId, votes, receipt: command.receipt } }];
}

function changeBallot(command: ChangeBallot, state: BallotState): BallotEvent[] {
  const notYet = 'Your team has not voted in this cohort yet' as const;
  const votes = checkedVotes(command, state.cast ? null : notYet);
  if (!state.cast) throw conflict(notYet); // refused by checkedVotes already; this narrows the state
  if (sameVotes(votes, state.votes)) throw conflict('Your ballot already has exactly these ranks');
  return [
    {
      type: 'BallotChanged',
      data: {
        cohortTag: command.cohortTag,
        voterTeamId: command.voterTeamId,
        votes,
        receipt: command.receipt,
        replaced: { receipt: state.receipt, votes: state.votes },
      },
    },
  ];
}

function decide(command: BallotCommand, state: BallotState): BallotEvent[] {
  switch (command.type) {
    case 'CastBallot':
      return castBallot(command, state);
    case 'ChangeBallot':
      return changeBallot(command, state);
  }
}

function evolve(_state: BallotState, event: BallotEvent): BallotState {
  switch (event.type) {
    case 'BallotCast':
    case 'BallotChanged':
      return { cast: true, votes: event.data.votes, receipt: event.data.receipt };
  }
}

export const ballotDecider: Decider<BallotCommand, BallotEvent, BallotState> = {
  decide,
  evolve,
  initialState: () => ({ cast: false }),
};
