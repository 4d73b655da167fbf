/**
 * A phase's config in one language: its structure (structure.ts) with the words of that
 * language's catalogue. Every text is looked up by an id made from where it stands, so the id of
 * a text is stable as long as the structure around it is: `phases.phase1.title`,
 * `phases.phase1.field.company_name.label`, `phases.phase1.step2.details.step1`. The set of ids
 * a catalogue must have is the set this module asks for (`phaseMessageIds`).
 */
import { optionKey } from './message-text.js';
import type { PhaseConfig, PhaseField } from './schema.js';
import type { FieldShape, PhaseShape } from './structure.js';

/** A language's words: the text of the message with this id. */
export type Words = (id: string) => string;

function composeField(shape: FieldShape, t: Words): PhaseField {
  const f = `field.${shape.id}`;
  const has = (text: 'placeholder' | 'help' | 'tooltip') => shape.texts.includes(text);
  // The keys in the schema's order, as the API has always served them.
  return {
    id: shape.id,
    label: t(`${f}.label`),
    type: shape.type,
    ...(has('placeholder') && { placeholder: t(`${f}.placeholder`) }),
    ...(shape.options && { options: shape.options.map((value) => ({ value, label: t(`${f}.option.${optionKey(value)}`) })) }),
    required: shape.required,
    ...(has('help') && { help: t(`${f}.help`) }),
    ...(has('tooltip') && { tooltip: t(`${f}.tooltip`) }),
  };
}

const count = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function composePhase(shape: PhaseShape, words: Words): PhaseConfig {
  const t: Words = (id) => words(`phases.phase${shape.phase}.${id}`);
  const box = shape.decisionBox;
  return {
    phase: shape.phase,
    title: t('title'),
    estimatedTime: t('estimatedTime'),
    intro: t('intro'),
    ...(box && {
      decisionBoxContent: {
        title: t('decision.title'),
        subtitle: t('decision.subtitle'),
        sections: box.sections.map((items, i) => ({
          number: i + 1,
          title: t(`decision.section${i + 1}.title`),
          items: count(items).map((j) => ({ label: t(`decision.section${i + 1}.item${j}.label`), content: t(`decision.section${i + 1}.item${j}.content`) })),
        })),
        action: { title: t('decision.action.title'), items: count(box.actions).map((j) => t(`decision.action.item${j}`)) },
      },
    }),
    ...(shape.steps && {
      stepByStepFlow: shape.steps.map(({ details }, i) => ({
        step: i + 1,
        action: t(`step${i + 1}.action`),
        time: t(`step${i + 1}.time`),
        ...(details !== undefined && { details: { title: t(`step${i + 1}.details.title`), steps: count(details).map((j) => t(`step${i + 1}.details.step${j}`)) } }),
      })),
    }),
    fields: shape.fields.map((f) => composeField(f, t)),
    promptTemplate: t('prompt'),
    expectedOutput: { fileCreated: t('output.fileCreated'), whyItMatters: t('output.whyItMatters'), nextSteps: t('output.nextSteps') },
    ...(shape.instructions !== undefined && { instructions: count(shape.instructions).map((j) => t(`instruction${j}`)) }),
  };
}

/** Every message id the phases' structure asks a catalogue for, in page order. */
export function phaseMessageIds(shapes: readonly PhaseShape[]): string[] {
  const ids: string[] = [];
  for (const shape of shapes) composePhase(shape, (id) => (ids.push(id), id));
  return ids;
}
