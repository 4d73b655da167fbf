/**
 * The shape of a phase config (docs/CONTENT.md): what the API serves and the page renders. The
 * phases every language composes (configs.ts) are checked against it in content.test.ts, so a
 * change to the structure that breaks it fails with a message naming the path.
 */
import { z } from 'zod';
import { MAX_PHASE, MIN_PHASE } from '../shared/constants.js';

export const FIELD_ID_PATTERN = /^[a-z][a-z0-9_]*$/;
export const FIELD_TYPES = ['textarea', 'select', 'color', 'text'] as const;

const text = z.string().trim().min(1);

export const fieldOptionSchema = z.strictObject({ value: text, label: text });

export const phaseFieldSchema = z
  .strictObject({
    id: z.string().regex(FIELD_ID_PATTERN, 'Field ids are lower-case letters, digits and underscores, starting with a letter'),
    label: text,
    type: z.enum(FIELD_TYPES),
    placeholder: z.string().optional(),
    options: z.array(fieldOptionSchema).optional(),
    required: z.boolean(),
    help: z.string().optional(),
    tooltip: z.string().optional(),
  })
  .superRefine((field, ctx) => {
    const options = field.options ?? [];
    if (field.type === 'select' && options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `Select "${field.id}" needs at least 2 options` });
    }
    if (field.type !== 'select' && field.options !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `Only select fields have options ("${field.id}")` });
    }
    const values = options.map((o) => o.value);
    if (new Set(values).size !== values.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `Option values of "${field.id}" must be unique` });
    }
  });

export const decisionItemSchema = z.strictObject({ label: text, content: text });

export const decisionSectionSchema = z.strictObject({
  number: z.number().int().positive(),
  title: text,
  items: z.array(decisionItemSchema).min(1),
});

export const decisionBoxContentSchema = z.strictObject({
  title: text,
  subtitle: text,
  sections: z.array(decisionSectionSchema).min(1),
  action: z.strictObject({ title: text, items: z.array(text).min(1) }),
});

export const flowStepSchema = z.strictObject({
  step: z.number().int().positive(),
  action: text,
  time: text,
  details: z.strictObject({ title: text, steps: z.array(text).min(1) }).optional(),
});

export const expectedOutputSchema = z.strictObject({
  fileCreated: text,
  whyItMatters: text,
  nextSteps: text,
});

export const phaseConfigSchema = z
  .strictObject({
    phase: z.number().int().min(MIN_PHASE).max(MAX_PHASE),
    title: text,
    estimatedTime: text,
    intro: text,
    decisionBoxContent: decisionBoxContentSchema.optional(),
    stepByStepFlow: z.array(flowStepSchema).optional(),
    fields: z.array(phaseFieldSchema).min(1),
    promptTemplate: text,
    expectedOutput: expectedOutputSchema,
    instructions: z.array(text).optional(),
  })
  .superRefine((config, ctx) => {
    const ids = config.fields.map((f) => f.id);
    const dup = ids.find((id, i) => ids.indexOf(id) !== i);
    if (dup) ctx.addIssue({ code: 'custom', path: ['fields'], message: `Field id "${dup}" is used twice` });
  });

export type FieldType = (typeof FIELD_TYPES)[number];
export type FieldOption = z.infer<typeof fieldOptionSchema>;
export type PhaseField = z.infer<typeof phaseFieldSchema>;
export type DecisionItem = z.infer<typeof decisionItemSchema>;
export type DecisionSection = z.infer<typeof decisionSectionSchema>;
export type DecisionBoxContent = z.infer<typeof decisionBoxContentSchema>;
export type FlowStep = z.infer<typeof flowStepSchema>;
export type ExpectedOutput = z.infer<typeof expectedOutputSchema>;
export type PhaseConfig = z.infer<typeof phaseConfigSchema>;
