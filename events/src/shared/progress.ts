import { PHASE_COUNT } from './constants.js';

/**
 * Instructor-dashboard progress (docs/PRODUCT.md#admin): a team with a submitted website has
 * finished (100%, 8/8); otherwise the phases before its current one are done.
 */
export function teamProgress(team: { currentPhase: number; submittedWebsiteUrl?: string | null }) {
  const completed = team.submittedWebsiteUrl ? PHASE_COUNT : Math.max(0, Math.min(PHASE_COUNT, team.currentPhase - 1));
  return { completed, percent: Math.round((completed / PHASE_COUNT) * 100), label: `${completed}/${PHASE_COUNT}` };
}

/** Relative time: 'Less than an hour ago', '1 hour ago', 'N hours ago', '1 day ago', 'N days ago'. */
export function relativeTime(then: Date | string, now: Date): string {
  const ms = now.getTime() - new Date(then).getTime();
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return 'Less than an hour ago';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
