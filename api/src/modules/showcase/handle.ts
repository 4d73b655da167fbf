import { randomBytes } from 'node:crypto';
import { BALLOT_EVENT_TYPES, ballotDecider, ballotStreamId, type BallotCommand, type EventMetadata, type VoteChoice } from '@fit/events';
import { handleCommand } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { ballotFactsStatement, type BallotFacts } from './showcase.read.js';

const RECEIPT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 60-bit receipt code, grouped for reading aloud: e.g. K7QM-2XPA-9RTE. */
export function newReceipt(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => RECEIPT_ALPHABET[b % RECEIPT_ALPHABET.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}

/** A ballot as each door parses it: a valid cohort tag, the session's team, a well-formed vote list. */
export interface BallotInput {
  cohortTag: string;
  voterTeamId: string;
  votes: readonly VoteChoice[];
}

/**
 * Casts a team's first ballot, or (ChangeBallot) replaces the one it cast. The rules are the ballot
 * decider's; this reads what they need in the same transaction. One stream per team per cohort:
 * of many identical ballots sent at once, exactly one appends at version 1 and the others fail
 * as conflicts; two changes at once are decided one after the other.
 */
export async function castBallot(s: Services, m: EventMetadata, { cohortTag, voterTeamId, votes }: BallotInput, type: BallotCommand['type'] = 'CastBallot') {
  const receipt = newReceipt();
  const { events } = await handleCommand(s, {
    decider: ballotDecider,
    streamId: ballotStreamId(cohortTag, voterTeamId),
    metadata: m,
    retries: 1,
    command: {
      ...ballotFactsStatement(
        cohortTag,
        voterTeamId,
        votes.map((v) => v.votedForTeamId),
      ),
      parse: ([{ cohort, voter, showcase }]: BallotFacts[]) => ({
        type,
        cohortTag,
        voterTeamId,
        votes,
        receipt,
        cohort: { exists: !!cohort, votingOpen: !!cohort?.votingOpen, archived: !!cohort?.archived },
        voter: voter ?? { cohortTag: null, hasSubmittedWebsite: false },
        eligibleTeamIds: showcase.filter((id) => id !== voterTeamId),
      }),
    },
  });
  const cast = events.find((e) => BALLOT_EVENT_TYPES.has(e.type))!;
  return { cohortTag, voterTeamId, votes: cast.data.votes as { votedForTeamId: string; rank: number }[], receipt: cast.data.receipt as string };
}
