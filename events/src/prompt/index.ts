export { renderPrompt, placeholdersOf, type PromptContext } from './render.js';
