import { graphql } from '../../../gql/index.ts';

/** What the judge's own page shows. */
export const JudgeViewFieldsFragment = graphql(`
  fragment JudgeViewFields on JudgeView {
    cohortTag
    cohortName
    judgeId
    name
    open
    scored
    total
    categories {
      categoryId
      name
      criteria
    }
    teams {
      id
      name
      erased
      websiteUrl
    }
    scores {
      categoryId
      teamId
      scores
      comment
      revision
    }
  }
`);
