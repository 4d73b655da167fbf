import { graphql } from '../../../gql/index.ts';

/** Judging opened or closed, teams reassigned: the judge's page follows. */
export const JudgeViewChangedSubscription = graphql(`
  subscription JudgeViewChanged {
    judgeViewChanged {
      ...JudgeViewFields
    }
  }
`);
