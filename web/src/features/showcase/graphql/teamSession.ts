import { graphql } from '../../../gql/index.ts';

/** The team of the session cookie, if any (docs/PRODUCT.md#teams). */
export const ShowcaseTeamSessionQuery = graphql(`
  query ShowcaseTeamSession {
    teamSession {
      teamId
    }
  }
`);
