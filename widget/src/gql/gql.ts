/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query WidgetCohortStatus($tag: String!) {\n  cohortStatus(tag: $tag) { name resultsVisible revealStage rehearsal }\n}": typeof types.WidgetCohortStatusDocument,
    "query WidgetResults($cohortTag: String!) {\n  results(cohortTag: $cohortTag) {\n    rank teamId teamName avatarIcon websiteUrl totalPoints votes { rank count }\n  }\n}": typeof types.WidgetResultsDocument,
    "subscription WidgetCohortChanged($tag: String!) {\n  cohortChanged(tag: $tag) { tag name votingOpen resultsVisible revealStage rehearsal }\n}": typeof types.WidgetCohortChangedDocument,
};
const documents: Documents = {
    "query WidgetCohortStatus($tag: String!) {\n  cohortStatus(tag: $tag) { name resultsVisible revealStage rehearsal }\n}": types.WidgetCohortStatusDocument,
    "query WidgetResults($cohortTag: String!) {\n  results(cohortTag: $cohortTag) {\n    rank teamId teamName avatarIcon websiteUrl totalPoints votes { rank count }\n  }\n}": types.WidgetResultsDocument,
    "subscription WidgetCohortChanged($tag: String!) {\n  cohortChanged(tag: $tag) { tag name votingOpen resultsVisible revealStage rehearsal }\n}": types.WidgetCohortChangedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WidgetCohortStatus($tag: String!) {\n  cohortStatus(tag: $tag) { name resultsVisible revealStage rehearsal }\n}"): (typeof documents)["query WidgetCohortStatus($tag: String!) {\n  cohortStatus(tag: $tag) { name resultsVisible revealStage rehearsal }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WidgetResults($cohortTag: String!) {\n  results(cohortTag: $cohortTag) {\n    rank teamId teamName avatarIcon websiteUrl totalPoints votes { rank count }\n  }\n}"): (typeof documents)["query WidgetResults($cohortTag: String!) {\n  results(cohortTag: $cohortTag) {\n    rank teamId teamName avatarIcon websiteUrl totalPoints votes { rank count }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WidgetCohortChanged($tag: String!) {\n  cohortChanged(tag: $tag) { tag name votingOpen resultsVisible revealStage rehearsal }\n}"): (typeof documents)["subscription WidgetCohortChanged($tag: String!) {\n  cohortChanged(tag: $tag) { tag name votingOpen resultsVisible revealStage rehearsal }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;