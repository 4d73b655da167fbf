/** Phase content (configs.ts), its schema, and the rules on what a phase's answers may hold (answers.ts). */
export * from './schema.js';
export { PHASES, phaseName, VISUAL_STYLES, VISUAL_STYLE_DESCRIPTIONS, type PhaseInfo } from './names.js';
export { requiredFieldIds, missingRequired } from './fields.js';
export { INTENTIONAL_PLACEHOLDERS, phaseConfigs, getPhaseConfig, phaseContent, CONTENT_LOCALES } from './configs.js';
export { templateTags, type PhaseContent, type PhaseTexts } from './translation.js';
export { formField, maxLengthOf, answerProblem, parsePhaseData, formAnswers } from './answers.js';
