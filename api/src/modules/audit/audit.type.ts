import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTime, GraphQLJSONObject } from 'graphql-scalars';
import { ResultRowType } from '../showcase/showcase.type.js';

@ObjectType('AuditActor')
export class AuditActorType {
  @Field(() => String, { description: 'admin, auditor, team, anonymous or system' }) kind!: string;
  @Field(() => String, { nullable: true }) id!: string | null;
}

@ObjectType('HistoryVote')
export class HistoryVoteType {
  @Field(() => Int) rank!: number;
  @Field(() => ID) teamId!: string;
  @Field(() => String, { nullable: true, description: 'The team name as it was at that point of the log.' }) teamName!: string | null;
}

@ObjectType('VoteHistoryEntry')
export class VoteHistoryEntryType {
  @Field(() => String, { description: 'Global position of the event in the log (a decimal string).' }) position!: string;
  @Field(() => GraphQLDateTime, { description: 'When the command was handled.' }) at!: Date;
  @Field(() => String, {
    description:
      'BallotCast, BallotChanged (a team replaced its ballot), VotingOpened, VotingClosed, ResultsRevealed, ResultsHidden, CohortArchived, CohortRestored or TeamErased (a team of the cohort was erased).',
  })
  type!: string;
  @Field(() => String, { description: "'ballot', 'flag' or 'erasure'." }) kind!: string;
  @Field(() => AuditActorType) actor!: AuditActorType;
  @Field(() => ID, { nullable: true }) voterTeamId!: string | null;
  @Field(() => String, { nullable: true }) voterTeamName!: string | null;
  @Field(() => [HistoryVoteType], { description: 'Ranks of a ballot, 1st first; empty for a flag change or an erasure.' }) votes!: HistoryVoteType[];
  @Field(() => ID, { nullable: true, description: 'An erasure: the id of the team erased (nothing else of it is kept).' }) erasedTeamId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "An erasure: 'instructor', 'request' (the team asked, an instructor confirmed) or 'retention' (the cohort's retention ran out).",
  })
  erasureReason!: string | null;
}

@ObjectType('VoteHistory')
export class VoteHistoryType {
  @Field(() => String) cohortTag!: string;
  @Field(() => [VoteHistoryEntryType], { description: 'In log order (the gap-safe order of the event store).' }) entries!: VoteHistoryEntryType[];
}

@ObjectType('ResultsAsOf')
export class ResultsAsOfType {
  @Field(() => String) cohortTag!: string;
  @Field(() => String, { nullable: true, description: 'The position asked for (null: the head or a time).' }) position!: string | null;
  @Field(() => GraphQLDateTime, { nullable: true, description: 'The time asked for.' }) at!: Date | null;
  @Field(() => String, { nullable: true, description: 'Position of the last cohort event included.' }) lastPosition!: string | null;
  @Field(() => Int) ballotCount!: number;
  @Field(() => Boolean) votingOpen!: boolean;
  @Field(() => Boolean) resultsVisible!: boolean;
  @Field(() => Boolean) archived!: boolean;
  @Field(() => [ResultRowType]) results!: ResultRowType[];
}

@ObjectType('ChainHead')
export class ChainHeadType {
  @Field(() => String) seq!: string;
  @Field(() => String) position!: string;
  @Field(() => String) hash!: string;
}

@ObjectType('ChainFailure')
export class ChainFailureType {
  @Field(() => String, { description: 'Global position of the first event found wrong.' }) position!: string;
  @Field(() => String, { nullable: true }) seq!: string | null;
  @Field(() => String, { description: 'altered, removed, reordered, inserted or chain-broken' }) reason!: string;
  @Field(() => String) message!: string;
}

@ObjectType('ChainVerification')
export class ChainVerificationType {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => String, { description: "'all' or the cohort tag checked." }) scope!: string;
  @Field(() => Int) chainLength!: number;
  @Field(() => Int) eventsChecked!: number;
  @Field(() => ChainHeadType, { nullable: true }) head!: ChainHeadType | null;
  @Field(() => ChainFailureType, { nullable: true }) failure!: ChainFailureType | null;
}

@ObjectType('PublicChainHead')
export class PublicChainHeadType {
  @Field(() => String) seq!: string;
  @Field(() => String) hash!: string;
}

@ObjectType('PublicBallotRank')
export class PublicBallotRankType {
  @Field(() => Int) rank!: number;
  @Field(() => ID) teamId!: string;
  @Field(() => String) teamName!: string;
}

@ObjectType('PublicBallot')
export class PublicBallotType {
  @Field(() => String, { description: 'First 16 hex digits of sha256(receipt code).' }) fingerprint!: string;
  @Field(() => [PublicBallotRankType]) ranks!: PublicBallotRankType[];
}

@ObjectType('PublicVerification')
export class PublicVerificationType {
  @Field(() => String) cohortTag!: string;
  @Field(() => PublicChainHeadType, { nullable: true }) chainHead!: PublicChainHeadType | null;
  @Field(() => Int, { description: 'Counted ballots: one per team that voted, its latest.' }) ballotCount!: number;
  @Field(() => [PublicBallotType], { description: 'Sorted by fingerprint: no voter, no time, no position.' }) ballots!: PublicBallotType[];
  @Field(() => [String], { description: 'Fingerprints of ballots a team replaced before voting closed (not counted), sorted.' }) replaced!: string[];
  @Field(() => [ResultRowType], { description: 'The tally recomputed from exactly these ballots.' }) tally!: ResultRowType[];
}

@ObjectType('ReceiptCheck')
export class ReceiptCheckType {
  @Field(() => String) fingerprint!: string;
  @Field(() => Boolean, { description: "The ballot is counted: its team's latest." }) counted!: boolean;
  @Field(() => Boolean, { description: 'The ballot was replaced by a later ballot of the same team (so not counted).' }) replaced!: boolean;
}

@ObjectType('SignedChainHead', {
  description: 'A cohort chain head signed by the instance (docs/AUDIT.md#signed-chain-heads). Save it whole: every field is part of what is signed.',
})
export class SignedChainHeadType {
  @Field(() => String, { description: "Always 'fit-chain-head/v1'." }) format!: string;
  @Field(() => String, { description: 'The signing key: first 16 hex digits of sha256(raw public key).' }) keyId!: string;
  @Field(() => String) cohortTag!: string;
  @Field(() => String, { description: 'The chain row (1, 2, …) of the event.' }) seq!: string;
  @Field(() => String, { description: 'The global position of the event in the log.' }) position!: string;
  @Field(() => String, { description: 'The chain hash at that row (64 hex digits): it covers every event before it.' }) hash!: string;
  @Field(() => String, { description: 'When the event was recorded, UTC to the microsecond.' }) at!: string;
  @Field(() => String, { description: 'Ed25519 signature (base64) over the documented byte string.' }) signature!: string;
}

@ObjectType('SigningKey', { description: "The instance's public signing key. The private key is never served." })
export class SigningKeyType {
  @Field(() => String) keyId!: string;
  @Field(() => String) algorithm!: string;
  @Field(() => String, { description: 'The 32-byte raw public key, base64.' }) publicKey!: string;
  @Field(() => String, { description: 'The same key as PEM (SubjectPublicKeyInfo).' }) pem!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType('ChainHeadFeed')
export class ChainHeadFeedType {
  @Field(() => String) cohortTag!: string;
  @Field(() => [SignedChainHeadType], { description: 'In chain order (oldest first).' }) heads!: SignedChainHeadType[];
}

@ObjectType('ChainRowRef')
export class ChainRowRefType {
  @Field(() => String) seq!: string;
  @Field(() => String) position!: string;
  @Field(() => String) hash!: string;
}

@ObjectType('HeadVerification')
export class HeadVerificationType {
  @Field(() => String, { description: "'intact', 'rewritten' or 'refused' (not signed by this instance)." }) verdict!: string;
  @Field(() => Boolean) ok!: boolean;
  @Field(() => GraphQLJSONObject, {
    description: 'Why, as {id, ...values} (HistoryReason, events/src/audit/history.ts): what a page puts into its own language; `message` says it in English.',
  })
  reason!: Record<string, unknown>;
  @Field(() => String) message!: string;
  @Field(() => SignedChainHeadType, { description: 'The saved head checked (the latest of those given).' }) head!: SignedChainHeadType;
  @Field(() => Int) headsChecked!: number;
  @Field(() => String, { nullable: true }) refusedSeq!: string | null;
  @Field(() => ChainRowRefType, { nullable: true, description: "Today's chain row at the head's seq." }) current!: ChainRowRefType | null;
  @Field(() => String, { nullable: true, description: 'For a rewrite: the first position that differs.' }) firstDifferingPosition!: string | null;
  @Field(() => String, { nullable: true }) lastMatchingPosition!: string | null;
  @Field(() => ChainFailureType, { nullable: true }) failure!: ChainFailureType | null;
}
