import { graphql } from '../../../gql/index.ts';

export const JudgingQuery = graphql(`
  query Judging($cohortTag: String!) {
    judging(cohortTag: $cohortTag) {
      ...JudgingFields
    }
    cohort(tag: $cohortTag) {
      tag
      name
      teams {
        id
        name
        erased
      }
    }
  }
`);
