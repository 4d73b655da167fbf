import type { EntityManager } from '@mikro-orm/postgresql';
import { FeedbackThreadEntity, type FeedbackThread } from '../../projections/feedback/feedback-thread.entity.js';

export type { FeedbackMessage } from '../../projections/feedback/feedback-thread.entity.js';
/** A thread as the feedback_threads read model holds it. */
export type FeedbackThreadRecord = FeedbackThread;

export const feedbackJson = (t: FeedbackThreadRecord) => ({
  id: t.threadId,
  teamId: t.teamId,
  phaseNumber: t.phaseNumber,
  fieldId: t.fieldId ?? null,
  resolved: t.resolved,
  messages: t.messages,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export const findThread = (em: EntityManager, threadId: string): Promise<FeedbackThread | null> => em.findOne(FeedbackThreadEntity, { threadId });

/** A team's threads, oldest first; one phase's when phaseNumber is given. */
export const listThreads = (em: EntityManager, teamId: string, phaseNumber?: number | null): Promise<FeedbackThread[]> =>
  em.find(FeedbackThreadEntity, { teamId, ...(phaseNumber ? { phaseNumber } : {}) }, { orderBy: { createdAt: 'asc', threadId: 'asc' } });

/** Unresolved threads per team (teams without any are absent): the dashboard and the CSV export. */
export async function unresolvedCounts(em: EntityManager, teamIds?: readonly string[]): Promise<Map<string, number>> {
  const rows = await em.execute<{ team_id: string; n: string }[]>(
    `select team_id, count(*) as n from feedback_threads where not resolved${
      teamIds ? ' and team_id in (select jsonb_array_elements_text(?::jsonb)::uuid)' : ''
    } group by team_id`,
    teamIds ? [JSON.stringify(teamIds)] : [],
  );
  return new Map(rows.map((r) => [r.team_id, Number(r.n)]));
}
