import { graphql } from '../../../gql/index.ts';

export const VerifyReceiptQuery = graphql(`
  query VerifyReceipt($cohortTag: String!, $receipt: String!) {
    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {
      fingerprint
      counted
      replaced
    }
  }
`);
