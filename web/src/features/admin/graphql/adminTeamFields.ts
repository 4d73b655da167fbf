import { graphql } from '../../../gql/index.ts';

/** What the dashboard shows of a team; live updates select the same, so the cache stays whole. */
export const AdminTeamFieldsFragment = graphql(`
  fragment AdminTeamFields on Team {
    id
    code
    name
    avatarIcon
    currentPhase
    cohortTag
    submittedWebsiteUrl
    updatedAt
    unresolvedFeedback
    erased
    erasureRequestedAt
  }
`);
