/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type UpdateCohortInput = {
  description?: string | null | undefined;
  name?: string | null | undefined;
  resultsVisible?: boolean | null | undefined;
  votingOpen?: boolean | null | undefined;
};

export type VoteInput = {
  rank: number;
  votedForTeamId: string | number;
};

export type VotingProgressQueryVariables = Exact<{
  cohortTag: string;
}>;


export type VotingProgressQuery = { __typename: 'Query', votingProgress: { __typename: 'VotingProgress', cohortTag: string, votedCount: number, eligibleCount: number } };

export type VotingProgressChangedSubscriptionVariables = Exact<{
  cohortTag: string;
}>;


export type VotingProgressChangedSubscription = { __typename: 'Subscription', votingProgressChanged: { __typename: 'VotingProgress', cohortTag: string, votedCount: number, eligibleCount: number } };

export type AdminCohortFieldsFragment = { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean, archived: boolean, createdAt: string, votedTeamIds: Array<string> };

export type AdminCohortsQueryVariables = Exact<{
  archived: boolean;
}>;


export type AdminCohortsQuery = { __typename: 'Query', cohorts: Array<{ __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean, archived: boolean, createdAt: string, votedTeamIds: Array<string> }> };

export type AdminLoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type AdminLoginMutation = { __typename: 'Mutation', adminLogin: { __typename: 'AdminUser', username: string, role: string } };

export type AdminTeamFieldsFragment = { __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, submittedWebsiteUrl: string | null, updatedAt: string };

export type AdminTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTeamsQuery = { __typename: 'Query', teams: Array<{ __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, submittedWebsiteUrl: string | null, updatedAt: string }> };

export type AdminArchiveCohortMutationVariables = Exact<{
  tag: string;
}>;


export type AdminArchiveCohortMutation = { __typename: 'Mutation', archiveCohort: { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean, archived: boolean, createdAt: string, votedTeamIds: Array<string> } };

export type AdminAssignTeamsMutationVariables = Exact<{
  cohortTag: string;
  teamIds: Array<string | number> | string | number;
}>;


export type AdminAssignTeamsMutation = { __typename: 'Mutation', assignTeams: Array<{ __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, submittedWebsiteUrl: string | null, updatedAt: string }> };

export type AdminBallotCastSubscriptionVariables = Exact<{
  cohortTag: string;
}>;


export type AdminBallotCastSubscription = { __typename: 'Subscription', ballotCast: { __typename: 'BallotNotice', cohortTag: string, voterTeamId: string, teamName: string, at: string } };

export type AdminCohortChangedSubscriptionVariables = Exact<{
  tag: string;
}>;


export type AdminCohortChangedSubscription = { __typename: 'Subscription', cohortChanged: { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean, archived: boolean, createdAt: string, votedTeamIds: Array<string> } };

export type AdminCohortCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminCohortCreatedSubscription = { __typename: 'Subscription', cohortCreated: { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean, archived: boolean, createdAt: string, votedTeamIds: Array<string> } };

export type AdminCreateCohortMutationVariables = Exact<{
  tag: string;
  name: string;
  description?: string | null | undefined;
}>;


export type AdminCreateCohortMutation = { __typename: 'Mutation', createCohort: { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean, archived: boolean, createdAt: string, votedTeamIds: Array<string> } };

export type AdminRestoreCohortMutationVariables = Exact<{
  tag: string;
}>;


export type AdminRestoreCohortMutation = { __typename: 'Mutation', restoreCohort: { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean, archived: boolean, createdAt: string, votedTeamIds: Array<string> } };

export type AdminTeamActivitySubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminTeamActivitySubscription = { __typename: 'Subscription', teamActivity: { __typename: 'TeamActivity', kind: string, at: string, team: { __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, submittedWebsiteUrl: string | null, updatedAt: string } } };

export type AdminUnassignTeamsMutationVariables = Exact<{
  teamIds: Array<string | number> | string | number;
}>;


export type AdminUnassignTeamsMutation = { __typename: 'Mutation', unassignTeams: Array<{ __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, submittedWebsiteUrl: string | null, updatedAt: string }> };

export type AdminUpdateCohortMutationVariables = Exact<{
  tag: string;
  input: UpdateCohortInput;
}>;


export type AdminUpdateCohortMutation = { __typename: 'Mutation', updateCohort: { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean, archived: boolean, createdAt: string, votedTeamIds: Array<string> } };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { __typename: 'Mutation', adminLogout: boolean };

export type AdminStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatusQuery = { __typename: 'Query', adminStatus: { __typename: 'AdminStatus', isAuthenticated: boolean, user: { __typename: 'AdminUser', username: string, role: string } | null } };

export type AllPhaseDataQueryVariables = Exact<{
  teamId: string | number;
}>;


export type AllPhaseDataQuery = { __typename: 'Query', allPhaseData: Array<{ __typename: 'PhaseData', teamId: string, phaseNumber: number, data: Record<string, unknown>, updatedAt: string }> };

export type PhaseConfigQueryVariables = Exact<{
  phase: number;
}>;


export type PhaseConfigQuery = { __typename: 'Query', phaseConfig: Record<string, unknown> };

export type SetTeamPhaseMutationVariables = Exact<{
  teamId: string | number;
  currentPhase: number;
}>;


export type SetTeamPhaseMutation = { __typename: 'Mutation', setTeamPhase: { __typename: 'Team', id: string, currentPhase: number, updatedAt: string } };

export type CohortResultsQueryVariables = Exact<{
  cohortTag: string;
}>;


export type CohortResultsQuery = { __typename: 'Query', results: Array<{ __typename: 'ResultRow', rank: number, teamId: string, teamName: string, avatarIcon: string | null, websiteUrl: string | null, totalPoints: number, votes: Array<{ __typename: 'RankCount', rank: number, count: number }> }> };

export type ResultsCohortChangedSubscriptionVariables = Exact<{
  tag: string;
}>;


export type ResultsCohortChangedSubscription = { __typename: 'Subscription', cohortChanged: { __typename: 'Cohort', tag: string, name: string, resultsVisible: boolean } };

export type ResultsCohortStatusQueryVariables = Exact<{
  tag: string;
}>;


export type ResultsCohortStatusQuery = { __typename: 'Query', cohortStatus: { __typename: 'CohortStatus', name: string, resultsVisible: boolean } | null };

export type VerifyReceiptQueryVariables = Exact<{
  cohortTag: string;
  receipt: string;
}>;


export type VerifyReceiptQuery = { __typename: 'Query', verifyReceipt: { __typename: 'ReceiptCheck', fingerprint: string, counted: boolean } };

export type CastBallotMutationVariables = Exact<{
  cohortTag: string;
  votes: Array<VoteInput> | VoteInput;
}>;


export type CastBallotMutation = { __typename: 'Mutation', castBallot: { __typename: 'Ballot', cohortTag: string, voterTeamId: string, receipt: string, votes: Array<{ __typename: 'Vote', votedForTeamId: string, rank: number }> } };

export type MyVotesQueryVariables = Exact<{
  cohortTag: string;
}>;


export type MyVotesQuery = { __typename: 'Query', myVotes: Array<{ __typename: 'Vote', votedForTeamId: string, rank: number }> };

export type ShowcaseCohortQueryVariables = Exact<{
  tag: string;
}>;


export type ShowcaseCohortQuery = { __typename: 'Query', cohort: { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean } | null };

export type ShowcaseCohortChangedSubscriptionVariables = Exact<{
  tag: string;
}>;


export type ShowcaseCohortChangedSubscription = { __typename: 'Subscription', cohortChanged: { __typename: 'Cohort', tag: string, name: string, description: string | null, votingOpen: boolean, resultsVisible: boolean } };

export type ShowcaseTeamsQueryVariables = Exact<{
  cohortTag: string;
}>;


export type ShowcaseTeamsQuery = { __typename: 'Query', showcase: Array<{ __typename: 'ShowcaseTeam', id: string, name: string, avatarIcon: string | null, submittedWebsiteUrl: string | null, cohortTag: string }> };

export type ShowcaseTeamSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type ShowcaseTeamSessionQuery = { __typename: 'Query', teamSession: { __typename: 'TeamSession', teamId: string } | null };

export type TeamFieldsFragment = { __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, accessToken: string | null, submittedWebsiteUrl: string | null, updatedAt: string };

export type ChangeTeamAvatarMutationVariables = Exact<{
  teamId: string | number;
  avatarIcon: string;
}>;


export type ChangeTeamAvatarMutation = { __typename: 'Mutation', changeTeamAvatar: { __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, accessToken: string | null, submittedWebsiteUrl: string | null, updatedAt: string } };

export type CreateTeamMutationVariables = Exact<{
  name: string;
  code: string;
}>;


export type CreateTeamMutation = { __typename: 'Mutation', createTeam: { __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, accessToken: string | null, submittedWebsiteUrl: string | null, updatedAt: string } };

export type SubmitWebsiteMutationVariables = Exact<{
  teamId: string | number;
  websiteUrl: string;
}>;


export type SubmitWebsiteMutation = { __typename: 'Mutation', submitWebsite: { __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, accessToken: string | null, submittedWebsiteUrl: string | null, updatedAt: string } };

export type TeamByCodeQueryVariables = Exact<{
  code: string;
}>;


export type TeamByCodeQuery = { __typename: 'Query', team: { __typename: 'Team', id: string, code: string, name: string, avatarIcon: string | null, currentPhase: number, cohortTag: string | null, accessToken: string | null, submittedWebsiteUrl: string | null, updatedAt: string } | null };

export type TeamLoginMutationVariables = Exact<{
  accessToken: string;
}>;


export type TeamLoginMutation = { __typename: 'Mutation', teamLogin: { __typename: 'TeamSession', teamId: string } };

export type TeamLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type TeamLogoutMutation = { __typename: 'Mutation', teamLogout: boolean };

export const AdminCohortFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCohortFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cohort"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votedTeamIds"}}]}}]} as unknown as DocumentNode<AdminCohortFieldsFragment, unknown>;
export const AdminTeamFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminTeamFieldsFragment, unknown>;
export const TeamFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TeamFieldsFragment, unknown>;
export const VotingProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VotingProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votingProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"votedCount"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleCount"}}]}}]}}]} as unknown as DocumentNode<VotingProgressQuery, VotingProgressQueryVariables>;
export const VotingProgressChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"VotingProgressChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votingProgressChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"votedCount"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleCount"}}]}}]}}]} as unknown as DocumentNode<VotingProgressChangedSubscription, VotingProgressChangedSubscriptionVariables>;
export const AdminCohortsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCohorts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohorts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCohortFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCohortFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cohort"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votedTeamIds"}}]}}]} as unknown as DocumentNode<AdminCohortsQuery, AdminCohortsQueryVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminTeamsQuery, AdminTeamsQueryVariables>;
export const AdminArchiveCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArchiveCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCohortFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCohortFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cohort"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votedTeamIds"}}]}}]} as unknown as DocumentNode<AdminArchiveCohortMutation, AdminArchiveCohortMutationVariables>;
export const AdminAssignTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAssignTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}},{"kind":"Argument","name":{"kind":"Name","value":"teamIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminAssignTeamsMutation, AdminAssignTeamsMutationVariables>;
export const AdminBallotCastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminBallotCast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ballotCast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"voterTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AdminBallotCastSubscription, AdminBallotCastSubscriptionVariables>;
export const AdminCohortChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminCohortChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCohortFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCohortFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cohort"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votedTeamIds"}}]}}]} as unknown as DocumentNode<AdminCohortChangedSubscription, AdminCohortChangedSubscriptionVariables>;
export const AdminCohortCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminCohortCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCohortFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCohortFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cohort"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votedTeamIds"}}]}}]} as unknown as DocumentNode<AdminCohortCreatedSubscription, AdminCohortCreatedSubscriptionVariables>;
export const AdminCreateCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCohortFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCohortFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cohort"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votedTeamIds"}}]}}]} as unknown as DocumentNode<AdminCreateCohortMutation, AdminCreateCohortMutationVariables>;
export const AdminRestoreCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRestoreCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCohortFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCohortFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cohort"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votedTeamIds"}}]}}]} as unknown as DocumentNode<AdminRestoreCohortMutation, AdminRestoreCohortMutationVariables>;
export const AdminTeamActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminTeamActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTeamFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminTeamActivitySubscription, AdminTeamActivitySubscriptionVariables>;
export const AdminUnassignTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnassignTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminUnassignTeamsMutation, AdminUnassignTeamsMutationVariables>;
export const AdminUpdateCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCohortInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCohortFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCohortFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cohort"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votedTeamIds"}}]}}]} as unknown as DocumentNode<AdminUpdateCohortMutation, AdminUpdateCohortMutationVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogout"}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const AdminStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAuthenticated"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStatusQuery, AdminStatusQueryVariables>;
export const AllPhaseDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllPhaseData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allPhaseData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"phaseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AllPhaseDataQuery, AllPhaseDataQueryVariables>;
export const PhaseConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhaseConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phaseConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phase"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phase"}}}]}]}}]} as unknown as DocumentNode<PhaseConfigQuery, PhaseConfigQueryVariables>;
export const SetTeamPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTeamPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPhase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTeamPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPhase"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPhase"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetTeamPhaseMutation, SetTeamPhaseMutationVariables>;
export const CohortResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CohortResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<CohortResultsQuery, CohortResultsQueryVariables>;
export const ResultsCohortChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResultsCohortChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}}]}}]}}]} as unknown as DocumentNode<ResultsCohortChangedSubscription, ResultsCohortChangedSubscriptionVariables>;
export const ResultsCohortStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsCohortStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}}]}}]}}]} as unknown as DocumentNode<ResultsCohortStatusQuery, ResultsCohortStatusQueryVariables>;
export const VerifyReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receipt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}},{"kind":"Argument","name":{"kind":"Name","value":"receipt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receipt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}}]}}]} as unknown as DocumentNode<VerifyReceiptQuery, VerifyReceiptQueryVariables>;
export const CastBallotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CastBallot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"votes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoteInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"castBallot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}},{"kind":"Argument","name":{"kind":"Name","value":"votes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"votes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"voterTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votedForTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}}]} as unknown as DocumentNode<CastBallotMutation, CastBallotMutationVariables>;
export const MyVotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyVotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myVotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votedForTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]} as unknown as DocumentNode<MyVotesQuery, MyVotesQueryVariables>;
export const ShowcaseCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowcaseCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}}]}}]}}]} as unknown as DocumentNode<ShowcaseCohortQuery, ShowcaseCohortQueryVariables>;
export const ShowcaseCohortChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShowcaseCohortChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}}]}}]}}]} as unknown as DocumentNode<ShowcaseCohortChangedSubscription, ShowcaseCohortChangedSubscriptionVariables>;
export const ShowcaseTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowcaseTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showcase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}}]}}]}}]} as unknown as DocumentNode<ShowcaseTeamsQuery, ShowcaseTeamsQueryVariables>;
export const ShowcaseTeamSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowcaseTeamSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}}]}}]}}]} as unknown as DocumentNode<ShowcaseTeamSessionQuery, ShowcaseTeamSessionQueryVariables>;
export const ChangeTeamAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeTeamAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatarIcon"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeTeamAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"avatarIcon"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatarIcon"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ChangeTeamAvatarMutation, ChangeTeamAvatarMutationVariables>;
export const CreateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateTeamMutation, CreateTeamMutationVariables>;
export const SubmitWebsiteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitWebsite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"websiteUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitWebsite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"websiteUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"websiteUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubmitWebsiteMutation, SubmitWebsiteMutationVariables>;
export const TeamByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"currentPhase"}},{"kind":"Field","name":{"kind":"Name","value":"cohortTag"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"submittedWebsiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TeamByCodeQuery, TeamByCodeQueryVariables>;
export const TeamLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}}]}}]}}]} as unknown as DocumentNode<TeamLoginMutation, TeamLoginMutationVariables>;
export const TeamLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamLogout"}}]}}]} as unknown as DocumentNode<TeamLogoutMutation, TeamLogoutMutationVariables>;