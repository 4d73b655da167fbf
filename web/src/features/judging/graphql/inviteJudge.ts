import { graphql } from '../../../gql/index.ts';

export const InviteJudgeMutation = graphql(`
  mutation InviteJudge($cohortTag: String!, $name: String!) {
    inviteJudge(cohortTag: $cohortTag, name: $name) {
      judgeId
      link
    }
  }
`);
