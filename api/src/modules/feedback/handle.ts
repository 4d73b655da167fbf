import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { feedbackDecider, feedbackStreamId, isUuid, badInput, notFound, type EventMetadata, type FeedbackCommand } from '@fit/events';
import { handleCommand } from '../../commands/handle.js';
import type { Services } from '../../context.js';
import { parseTeamId } from '../teams/handle.js';
import { findTeamById } from '../teams/teams.read.js';
import { feedbackRoleOf, requireSomeSession } from './feedback.access.js';
import { viewerOf } from '../../auth/viewer.js';
import { findThread, listThreads, type FeedbackThreadRecord } from './feedback.read.js';

export function parseThreadId(raw: unknown): string {
  if (!isUuid(raw)) throw badInput('Thread id must be a valid id');
  return raw;
}

/** The name shown beside a message: the instructor's username or the team's name. */
async function authorNameOf(s: Services, req: Request, role: 'instructor' | 'team', teamId: string) {
  if (role === 'instructor') return viewerOf(req).admin!.username;
  return (await findTeamById(s.orm.em.fork(), teamId))?.name ?? 'Team';
}

async function run(s: Services, m: EventMetadata, threadId: string, command: FeedbackCommand) {
  await handleCommand(s, { decider: feedbackDecider, streamId: feedbackStreamId(threadId), metadata: m, command });
  const thread = await findThread(s.orm.em.fork(), threadId);
  if (!thread) throw notFound('Feedback thread not found');
  return thread;
}

export async function readFeedback(s: Services, req: Request, rawTeamId: unknown, phaseNumber?: number | null): Promise<FeedbackThreadRecord[]> {
  const teamId = parseTeamId(rawTeamId);
  feedbackRoleOf(viewerOf(req), teamId);
  const em = s.orm.em.fork();
  if (!(await findTeamById(em, teamId))) throw notFound('Team not found');
  return listThreads(em, teamId, phaseNumber);
}

export async function commentOnPhase(s: Services, req: Request, m: EventMetadata, input: { teamId: unknown; phaseNumber: unknown; fieldId?: unknown; text: unknown }) {
  const teamId = parseTeamId(input.teamId);
  const author = feedbackRoleOf(viewerOf(req), teamId);
  const threadId = randomUUID();
  const authorName = await authorNameOf(s, req, author, teamId);
  return run(s, m, threadId, {
    type: 'CommentOnPhase',
    threadId,
    teamId,
    teamExists: Boolean(await findTeamById(s.orm.em.fork(), teamId)),
    phaseNumber: input.phaseNumber,
    fieldId: input.fieldId ?? null,
    author,
    authorName,
    text: input.text,
  });
}

/** Reply, resolve and reopen: the thread's team decides who may act on it. */
async function onThread(s: Services, req: Request, rawThreadId: unknown) {
  requireSomeSession(viewerOf(req));
  const threadId = parseThreadId(rawThreadId);
  const thread = await findThread(s.orm.em.fork(), threadId);
  if (!thread) throw notFound('Feedback thread not found');
  return { threadId, teamId: thread.teamId, author: feedbackRoleOf(viewerOf(req), thread.teamId) };
}

export async function replyToFeedback(s: Services, req: Request, m: EventMetadata, rawThreadId: unknown, text: unknown) {
  const { threadId, teamId, author } = await onThread(s, req, rawThreadId);
  return run(s, m, threadId, { type: 'ReplyToFeedback', author, authorName: await authorNameOf(s, req, author, teamId), text });
}

export async function resolveFeedback(s: Services, req: Request, m: EventMetadata, rawThreadId: unknown) {
  const { threadId, author } = await onThread(s, req, rawThreadId);
  return run(s, m, threadId, { type: 'ResolveFeedback', author });
}

export async function reopenFeedback(s: Services, req: Request, m: EventMetadata, rawThreadId: unknown) {
  const { threadId, author } = await onThread(s, req, rawThreadId);
  return run(s, m, threadId, { type: 'ReopenFeedback', author });
}
