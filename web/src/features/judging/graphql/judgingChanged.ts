import { graphql } from '../../../gql/index.ts';

/** Every change of the cohort's judging: a judge's score moves their "N of M scored". */
export const JudgingChangedSubscription = graphql(`
  subscription JudgingChanged($cohortTag: String!) {
    judgingChanged(cohortTag: $cohortTag) {
      ...JudgingFields
    }
  }
`);
