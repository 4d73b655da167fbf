import { graphql } from '../../../gql/index.ts';

export const SubmitWebsiteMutation = graphql(`
  mutation SubmitWebsite($teamId: ID!, $websiteUrl: String!) {
    submitWebsite(teamId: $teamId, websiteUrl: $websiteUrl) {
      ...TeamFields
    }
  }
`);
