import { randomUUID } from 'node:crypto';
import { erasureDueAt, type EventMetadata } from '@fit/events';
import type { Services } from '../../context.js';
import type { JobHandler } from '../../jobs/types.js';
import { executeBound } from '../../projections/projection.js';
import { eraseTeam } from './erase.js';

/**
 * Retention (docs/PRIVACY.md#retention): a cohort keeps its teams' personal data `retention_days`
 * after it is archived; then the retention job erases each of its teams, as an instructor would
 * (reason `retention`), and reports which. Scheduled on every API process (scheduleRetention);
 * the job id names the time slot, so the processes of a deployment start one run per slot.
 */

export interface RetentionReport {
  checkedAt: string;
  /** The teams erased by this run (ids only: the report is kept with the job). */
  erased: { teamId: string; cohortTag: string }[];
}

/** Teams not yet erased in archived cohorts whose retention is up at `now` (erasureDueAt is the one rule). */
export async function teamsDue(s: Services, now: Date): Promise<{ teamId: string; cohortTag: string }[]> {
  const rows = await executeBound<{ team_id: string; cohort_tag: string; archived_at: Date; retention_days: number }>(
    s.orm.em.fork(),
    `select t.id as team_id, c.tag as cohort_tag, c.archived_at, c.retention_days
       from teams t join cohorts c on c.tag = t.cohort_tag
      where c.archived and c.archived_at is not null and c.retention_days is not null and t.erased_at is null
      order by c.tag, t.id`,
    [],
  );
  return rows
    .filter((r) => erasureDueAt(new Date(r.archived_at), r.retention_days)!.getTime() <= now.getTime())
    .map((r) => ({ teamId: r.team_id, cohortTag: r.cohort_tag }));
}

export async function runRetention(s: Services, now: Date = new Date()): Promise<RetentionReport> {
  const erased: RetentionReport['erased'] = [];
  for (const due of await teamsDue(s, now)) {
    const metadata: EventMetadata = { actor: { kind: 'system' }, requestId: randomUUID(), at: now.toISOString() };
    await eraseTeam(s, metadata, due.teamId, 'retention');
    erased.push(due);
  }
  if (erased.length > 0) s.log(`privacy: retention erased ${erased.length} team(s) of ${[...new Set(erased.map((e) => e.cohortTag))].join(', ')}`);
  return { checkedAt: now.toISOString(), erased };
}

export const retentionHandler =
  (s: Services): JobHandler =>
  async (ctx) => {
    await ctx.progress({ stage: 'erasing', processed: 0, total: 0, percent: 10 });
    const report = await runRetention(s);
    await ctx.progress({ stage: 'done', processed: report.erased.length, total: report.erased.length, percent: 100 });
    return report;
  };

/** Enqueues a retention run every `everyMs` (0: never); returns the stop. */
export function scheduleRetention(s: Services, everyMs: number): () => void {
  if (!everyMs || !s.jobs) return () => {};
  const timer = setInterval(() => {
    const slot = Math.floor(Date.now() / everyMs);
    s.jobs
      ?.enqueue('retention', { requestedBy: 'schedule' }, { jobId: `retention-${slot}`, attempts: 3 })
      .catch((err: Error) => s.log(`privacy: could not schedule retention: ${err.message}`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
