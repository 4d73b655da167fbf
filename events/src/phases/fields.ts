import type { PhaseConfig } from './schema.js';

/** Ids of the fields a team must fill before continuing (docs/PRODUCT.md#phase-page). */
export const requiredFieldIds = (config: PhaseConfig): string[] => config.fields.filter((f) => f.required).map((f) => f.id);

/**
 * Required field ids whose answer is missing or blank after trimming, in form order. Accepts
 * whatever data arrived (a draft from local storage may hold anything) and never throws.
 */
export function missingRequired(config: PhaseConfig, data: unknown): string[] {
  const bag = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return requiredFieldIds(config).filter((id) => {
    const v = Object.prototype.hasOwnProperty.call(bag, id) ? bag[id] : undefined;
    return typeof v !== 'string' || v.trim() === '';
  });
}
