import { graphql } from '../../../gql/index.ts';

export const SetJudgeTeamsMutation = graphql(`
  mutation SetJudgeTeams($cohortTag: String!, $judgeId: ID!, $teamIds: [ID!]!) {
    setJudgeTeams(cohortTag: $cohortTag, judgeId: $judgeId, teamIds: $teamIds) {
      ...JudgingFields
    }
  }
`);
