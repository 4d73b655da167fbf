import { graphql } from '../../../gql/index.ts';

export const SetJudgingOpenMutation = graphql(`
  mutation SetJudgingOpen($cohortTag: String!, $open: Boolean!) {
    setJudgingOpen(cohortTag: $cohortTag, open: $open) {
      ...JudgingFields
    }
  }
`);
