import { graphql } from '../../../gql/index.ts';

/** Each prize category's ranked result, with its method, weight and formula. */
export const CategoryResultsFieldsFragment = graphql(`
  fragment CategoryResultsFields on CategoryResult {
    categoryId
    name
    method
    weight
    formula
    rows {
      rank
      teamId
      teamName
      erased
      score
      peerScore
      juryScore
      judgeCount
    }
  }
`);
