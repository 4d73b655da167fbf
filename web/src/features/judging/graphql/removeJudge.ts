import { graphql } from '../../../gql/index.ts';

export const RemoveJudgeMutation = graphql(`
  mutation RemoveJudge($cohortTag: String!, $judgeId: ID!) {
    removeJudge(cohortTag: $cohortTag, judgeId: $judgeId) {
      ...JudgingFields
    }
  }
`);
