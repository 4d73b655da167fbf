import { graphql } from '../../../gql/index.ts';

/** Every team change (created, saved, advanced, website, assigned, unassigned, avatar). */
export const AdminTeamActivitySubscription = graphql(`
  subscription AdminTeamActivity {
    teamActivity {
      kind
      at
      team {
        ...AdminTeamFields
      }
    }
  }
`);
