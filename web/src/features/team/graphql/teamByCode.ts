import { graphql } from '../../../gql/index.ts';

export const TeamByCodeQuery = graphql(`
  query TeamByCode($code: String!) {
    team(code: $code) {
      ...TeamFields
    }
  }
`);
