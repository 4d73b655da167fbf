import type { PhaseConfigFieldsFragment } from '../../gql/graphql.ts';

/** A phase's content as the API's PhaseConfig type answers it (optional parts are null). */
export type PhaseConfig = PhaseConfigFieldsFragment;
export type PhaseField = PhaseConfig['fields'][number];
export type DecisionBoxContent = NonNullable<PhaseConfig['decisionBoxContent']>;
export type FlowStep = NonNullable<PhaseConfig['stepByStepFlow']>[number];
export type ExpectedOutput = PhaseConfig['expectedOutput'];
