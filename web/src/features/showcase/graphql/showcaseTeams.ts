import { graphql } from '../../../gql/index.ts';

/** The cohort's teams that have submitted a website. */
export const ShowcaseTeamsQuery = graphql(`
  query ShowcaseTeams($cohortTag: String!) {
    showcase(cohortTag: $cohortTag) {
      id
      name
      avatarIcon
      submittedWebsiteUrl
      cohortTag
    }
  }
`);
