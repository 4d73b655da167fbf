import { graphql } from '../../../gql/index.ts';

export const ScoreTeamMutation = graphql(`
  mutation ScoreTeam($categoryId: ID!, $teamId: ID!, $scores: [Int!]!, $comment: String) {
    scoreTeam(categoryId: $categoryId, teamId: $teamId, scores: $scores, comment: $comment) {
      ...JudgeViewFields
    }
  }
`);
