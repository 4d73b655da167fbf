/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type WidgetCohortStatusQueryVariables = Exact<{
  tag: string;
}>;


export type WidgetCohortStatusQuery = { __typename: 'Query', cohortStatus: { __typename: 'CohortStatus', name: string, resultsVisible: boolean, revealStage: number | null, rehearsal: boolean } | null };

export type WidgetResultsQueryVariables = Exact<{
  cohortTag: string;
}>;


export type WidgetResultsQuery = { __typename: 'Query', results: Array<{ __typename: 'ResultRow', rank: number, teamId: string, teamName: string, avatarIcon: string | null, websiteUrl: string | null, totalPoints: number, votes: Array<{ __typename: 'RankCount', rank: number, count: number }> }> };

export type WidgetCohortChangedSubscriptionVariables = Exact<{
  tag: string;
}>;


export type WidgetCohortChangedSubscription = { __typename: 'Subscription', cohortChanged: { __typename: 'Cohort', tag: string, name: string, votingOpen: boolean, resultsVisible: boolean, revealStage: number | null, rehearsal: boolean } };


export const WidgetCohortStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetCohortStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"revealStage"}},{"kind":"Field","name":{"kind":"Name","value":"rehearsal"}}]}}]}}]} as unknown as DocumentNode<WidgetCohortStatusQuery, WidgetCohortStatusQueryVariables>;
export const WidgetResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortTag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortTag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarIcon"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<WidgetResultsQuery, WidgetResultsQueryVariables>;
export const WidgetCohortChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WidgetCohortChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"votingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"resultsVisible"}},{"kind":"Field","name":{"kind":"Name","value":"revealStage"}},{"kind":"Field","name":{"kind":"Name","value":"rehearsal"}}]}}]}}]} as unknown as DocumentNode<WidgetCohortChangedSubscription, WidgetCohortChangedSubscriptionVariables>;