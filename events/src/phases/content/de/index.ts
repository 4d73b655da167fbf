/** The phase content in German (docs/PRODUCT.md#adding-a-language): checked against the English shape in ../../configs.ts. */
import type { PhaseContent } from '../../translation.js';
import { phases } from './names.js';
import { phase1 } from './phase-1.js';
import { phase2 } from './phase-2.js';
import { phase3 } from './phase-3.js';
import { phase4 } from './phase-4.js';
import { phase5 } from './phase-5.js';
import { phase6, VISUAL_STYLE_DESCRIPTIONS } from './phase-6.js';
import { phase7 } from './phase-7.js';
import { phase8 } from './phase-8.js';

export const content: PhaseContent = {
  configs: [phase1, phase2, phase3, phase4, phase5, phase6, phase7, phase8],
  phases,
  visualStyles: VISUAL_STYLE_DESCRIPTIONS,
};
