import { graphql } from '../../../gql/index.ts';

/** A cohort's judging as the instructor's judging page shows it. */
export const JudgingFieldsFragment = graphql(`
  fragment JudgingFields on Judging {
    cohortTag
    open
    judgesPerTeam
    categories {
      categoryId
      name
      method
      weight
      criteria
      formula
    }
    judges {
      judgeId
      name
      link
      teamIds
      scored
      total
    }
  }
`);
