import { graphql } from '../../../gql/index.ts';

export const TeamFieldsFragment = graphql(`
  fragment TeamFields on Team {
    id
    code
    name
    avatarIcon
    currentPhase
    cohortTag
    accessToken
    submittedWebsiteUrl
    updatedAt
    erased
    erasureRequestedAt
  }
`);
