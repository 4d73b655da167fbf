import type { PhaseConfig as PhaseContent } from '@fit/events/phases/schema';
import type { PhaseConfigFieldsFragment } from '../gql/graphql.ts';

/**
 * A phase's content file as the API's `phaseConfig` answers it: every object typed, every
 * optional part the content leaves out sent as null.
 */
export function phaseConfigAnswer(c: PhaseContent, locale = 'en'): PhaseConfigFieldsFragment {
  const box = c.decisionBoxContent;
  return {
    __typename: 'PhaseConfig',
    phase: c.phase,
    locale,
    title: c.title,
    estimatedTime: c.estimatedTime,
    intro: c.intro,
    decisionBoxContent: box
      ? {
          __typename: 'DecisionBoxContent',
          title: box.title,
          subtitle: box.subtitle,
          sections: box.sections.map((s) => ({
            __typename: 'DecisionSection',
            number: s.number,
            title: s.title,
            items: s.items.map((i) => ({ __typename: 'DecisionItem', label: i.label, content: i.content })),
          })),
          action: { __typename: 'DecisionAction', title: box.action.title, items: box.action.items },
        }
      : null,
    stepByStepFlow:
      c.stepByStepFlow?.map((s) => ({
        __typename: 'FlowStep',
        step: s.step,
        action: s.action,
        time: s.time,
        details: s.details ? { __typename: 'FlowStepDetails', title: s.details.title, steps: s.details.steps } : null,
      })) ?? null,
    fields: c.fields.map((f) => ({
      __typename: 'PhaseField',
      id: f.id,
      label: f.label,
      type: f.type,
      placeholder: f.placeholder ?? null,
      options: f.options?.map((o) => ({ __typename: 'PhaseFieldOption', value: o.value, label: o.label })) ?? null,
      required: f.required,
      help: f.help ?? null,
      tooltip: f.tooltip ?? null,
    })),
    promptTemplate: c.promptTemplate,
    expectedOutput: { __typename: 'ExpectedOutput', ...c.expectedOutput },
    instructions: c.instructions ?? null,
  };
}
