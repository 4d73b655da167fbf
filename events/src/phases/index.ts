/** Phase content (configs.ts), its schema, and the rules on what a phase's answers may hold (answers.ts). */
export * from './schema.js';
export { PHASES, phaseName, type PhaseInfo } from './names.js';
export { VISUAL_STYLE_DESCRIPTIONS } from './content/phase-6.js';
export { requiredFieldIds, missingRequired } from './fields.js';
export { INTENTIONAL_PLACEHOLDERS, phaseConfigs, getPhaseConfig, phaseContent, CONTENT_LOCALES } from './configs.js';
export { shapeProblems, templateTags, type PhaseContent, type PhaseTexts } from './translation.js';
export { formField, maxLengthOf, answerProblem, parsePhaseData, formAnswers } from './answers.js';
