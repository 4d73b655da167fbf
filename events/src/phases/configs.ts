/**
 * Phase content: the eight configs, validated once when the package loads (a broken content
 * edit fails every test and every start, not a team's page), then frozen so no consumer can
 * change the shared objects. Apart from index.ts so that rules on a phase's answers
 * (answers.ts) can read the forms without an import cycle.
 */
import { z } from 'zod';
import { phaseConfigSchema, type PhaseConfig } from './schema.js';
import { phase1 } from './content/phase-1.js';
import { phase2 } from './content/phase-2.js';
import { phase3 } from './content/phase-3.js';
import { phase4 } from './content/phase-4.js';
import { phase5 } from './content/phase-5.js';
import { phase6 } from './content/phase-6.js';
import { phase7 } from './content/phase-7.js';
import { phase8 } from './content/phase-8.js';

/**
 * Placeholders deliberately left for the reader of a prompt to fill in by hand, which the
 * content check accepts although no form field provides them. None today: prompts ask for
 * [square-bracket] blanks instead, which the template engine never touches.
 */
export const INTENTIONAL_PLACEHOLDERS: readonly string[] = Object.freeze([]);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function validated(config: PhaseConfig, file: string): PhaseConfig {
  const result = phaseConfigSchema.safeParse(config);
  if (!result.success) throw new Error(`Invalid phase content in ${file}:\n${z.prettifyError(result.error)}`);
  return deepFreeze(result.data);
}

export const phaseConfigs: readonly PhaseConfig[] = Object.freeze(
  [phase1, phase2, phase3, phase4, phase5, phase6, phase7, phase8].map((c, i) => validated(c, `events/src/phases/content/phase-${i + 1}.ts`)),
);

/** The config of phase n, or null for anything that is not an integer 1..8. */
export function getPhaseConfig(n: number): PhaseConfig | null {
  if (!Number.isInteger(n)) return null;
  return phaseConfigs.find((c) => c.phase === n) ?? null;
}
