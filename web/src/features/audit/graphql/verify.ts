import { graphql } from '../../../gql/index.ts';

/** Public: is a saved head (or a saved feed) still part of today's chain? */
export const VerifyChainHeadQuery = graphql(`
  query VerifyChainHead($saved: String!) {
    verifyChainHead(saved: $saved) {
      verdict
      ok
      reason
      message
      headsChecked
      firstDifferingPosition
      lastMatchingPosition
      head {
        cohortTag
        seq
        position
        hash
        at
      }
    }
  }
`);

/** Public once the results are revealed: is the ballot with this receipt counted? */
export const VerifyPageReceiptQuery = graphql(`
  query VerifyPageReceipt($cohortTag: String!, $receipt: String!) {
    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {
      fingerprint
      counted
    }
  }
`);
