import { graphql } from '../../../gql/index.ts';

export const PhaseConfigQuery = graphql(`
  query PhaseConfig($phase: Int!) {
    phaseConfig(phase: $phase)
  }
`);
