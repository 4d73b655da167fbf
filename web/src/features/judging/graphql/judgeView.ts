import { graphql } from '../../../gql/index.ts';

export const JudgeViewQuery = graphql(`
  query JudgeView {
    judgeView {
      ...JudgeViewFields
    }
  }
`);
