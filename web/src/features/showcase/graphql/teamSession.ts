import { graphql } from '../../../gql/index.ts';

/** The team of the session cookie, if any (SPEC §3 team session status). */
export const ShowcaseTeamSessionQuery = graphql(`
  query ShowcaseTeamSession {
    teamSession {
      teamId
    }
  }
`);
