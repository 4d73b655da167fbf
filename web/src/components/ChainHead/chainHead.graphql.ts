import { graphql } from '../../gql/index.ts';

/** Public: the cohort's current signed chain head (docs/AUDIT.md#signed-chain-heads). */
export const CohortChainHeadQuery = graphql(`
  query CohortChainHead($cohortTag: String!) {
    cohortChainHead(cohortTag: $cohortTag) {
      format
      keyId
      cohortTag
      seq
      position
      hash
      at
      signature
    }
  }
`);

/** Public: a new signed head after each ballot or voting event of the cohort. */
export const CohortChainHeadChangedSubscription = graphql(`
  subscription CohortChainHeadChanged($cohortTag: String!) {
    cohortChainHeadChanged(cohortTag: $cohortTag) {
      format
      keyId
      cohortTag
      seq
      position
      hash
      at
      signature
    }
  }
`);
