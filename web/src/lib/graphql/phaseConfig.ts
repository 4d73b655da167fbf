import { graphql } from '../../gql/index.ts';

/** A phase's content, all of it: what the phase page and the instructor's review show. */
export const PhaseConfigQuery = graphql(`
  query PhaseConfig($phase: Int!, $locale: String) {
    phaseConfig(phase: $phase, locale: $locale) {
      ...PhaseConfigFields
    }
  }
`);

export const PhaseConfigFieldsFragment = graphql(`
  fragment PhaseConfigFields on PhaseConfig {
    phase
    locale
    title
    estimatedTime
    intro
    decisionBoxContent {
      title
      subtitle
      sections {
        number
        title
        items {
          label
          content
        }
      }
      action {
        title
        items
      }
    }
    stepByStepFlow {
      step
      action
      time
      details {
        title
        steps
      }
    }
    fields {
      id
      label
      type
      placeholder
      options {
        value
        label
      }
      required
      help
      tooltip
    }
    promptTemplate
    expectedOutput {
      fileCreated
      whyItMatters
      nextSteps
    }
    instructions
  }
`);
