import { badInput } from '../shared/errors.js';

/** Ten years: a longer retention is a mistake, not a policy. */
export const MAX_RETENTION_DAYS = 3650;

/** A cohort's retention as sent: a whole number of days 0..MAX_RETENTION_DAYS, or null for no limit. */
export function parseRetentionDays(raw: unknown): number | null {
  if (raw === null) return null;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_RETENTION_DAYS) {
    throw badInput('days must be a whole number of days from {min, number} to {max, number}, or null for no limit', { min: 0, max: MAX_RETENTION_DAYS });
  }
  return raw;
}

/**
 * When a cohort's teams are due for erasure (docs/PRIVACY.md#retention): `days` after the cohort
 * was archived; never while it is not archived or has no limit. One rule for the retention job,
 * the cohort's answers and the cohort card.
 */
export function erasureDueAt(archivedAt: string | Date | null | undefined, days: number | null | undefined): Date | null {
  if (!archivedAt || days === null || days === undefined) return null;
  const at = typeof archivedAt === 'string' ? new Date(archivedAt) : archivedAt;
  return new Date(at.getTime() + days * 24 * 60 * 60 * 1000);
}
