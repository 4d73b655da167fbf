import type { EntityManager } from '@mikro-orm/postgresql';
import { FeedbackThreadEntity } from '../../projections/entities.js';

export interface FeedbackMessage { author: 'instructor' | 'team'; authorName: string; text: string; at: string }
export interface FeedbackThreadRecord {
  threadId: string;
  teamId: string;
  phaseNumber: number;
  fieldId: string | null;
  resolved: boolean;
  messages: FeedbackMessage[];
  createdAt: Date;
  updatedAt: Date;
}

export const feedbackJson = (t: FeedbackThreadRecord) => ({
  id: t.threadId,
  teamId: t.teamId,
  phaseNumber: t.phaseNumber,
  fieldId: t.fieldId,
  resolved: t.resolved,
  messages: t.messages,
  createdAt: new Date(t.createdAt).toISOString(),
  updatedAt: new Date(t.updatedAt).toISOString(),
});

export const findThread = (em: EntityManager, threadId: string) =>
  em.findOne(FeedbackThreadEntity, { threadId }) as Promise<FeedbackThreadRecord | null>;

/** A team's threads, oldest first; one phase's when phaseNumber is given. */
export const listThreads = (em: EntityManager, teamId: string, phaseNumber?: number | null) =>
  em.find(FeedbackThreadEntity, { teamId, ...(phaseNumber ? { phaseNumber } : {}) }, { orderBy: { createdAt: 'asc', threadId: 'asc' } }) as Promise<FeedbackThreadRecord[]>;

/** Unresolved threads per team (teams without any are absent): the dashboard and the CSV export. */
export async function unresolvedCounts(em: EntityManager, teamIds?: readonly string[]): Promise<Map<string, number>> {
  const rows = await em.execute<{ team_id: string; n: string }[]>(
    `select team_id, count(*) as n from feedback_threads where not resolved${
      teamIds ? ' and team_id in (select jsonb_array_elements_text(?::jsonb)::uuid)' : ''} group by team_id`,
    teamIds ? [JSON.stringify(teamIds)] : [],
  );
  return new Map(rows.map((r) => [r.team_id, Number(r.n)]));
}
