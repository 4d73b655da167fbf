import { graphql } from '../../../gql/index.ts';

export const JudgeLoginMutation = graphql(`
  mutation JudgeLogin($token: String!) {
    judgeLogin(token: $token) {
      judgeId
      cohortTag
      name
    }
  }
`);
