import { graphql } from '../../../gql/index.ts';

export const AssignJudgesMutation = graphql(`
  mutation AssignJudges($cohortTag: String!, $judgesPerTeam: Int!) {
    assignJudges(cohortTag: $cohortTag, judgesPerTeam: $judgesPerTeam) {
      ...JudgingFields
    }
  }
`);
