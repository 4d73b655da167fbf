/**
 * Background jobs: what a handler sees and what instructors see. The same handlers run on
 * BullMQ (Redis) or, without Redis, on a small in-process queue with the same retry and
 * backoff rules (jobs/local-queue.ts).
 */

import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';

/**
 * What the queue and its handlers take from the process's services. Declared here rather than
 * picked from context.ts's `Services`, which itself names `Jobs`: jobs/ stays below context.ts
 * (no import cycle, type-only or not).
 */
export interface JobServices {
  orm: MikroORM;
  /** null in single-instance mode. */
  redis: Redis | null;
  redisPrefix: string;
  log: (message: string) => void;
}

export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'unknown';

export interface JobProgress {
  /** 0–100, for a progress bar. */
  percent: number;
  /** What the job is doing now, e.g. 'copying', 'switching', 'writing'. */
  stage: string;
  /** Units done and expected (events for a rebuild, teams for an export); total may grow. */
  processed: number;
  total: number;
}

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  progress: JobProgress;
  /** Attempts started so far (1 on the first run, 2 after one retry …). */
  attempts: number;
  maxAttempts: number;
  failedReason: string | null;
  /** The handler's return value (a small JSON summary). */
  result: unknown;
  data: Record<string, unknown>;
  createdAt: string;
  finishedAt: string | null;
}

export interface JobContext {
  id: string;
  name: string;
  data: Record<string, unknown>;
  /** 1-based attempt number. */
  attempt: number;
  maxAttempts: number;
  progress(p: JobProgress): Promise<void>;
  /** Aborted when the process shuts down; long handlers stop between steps. */
  signal: AbortSignal;
}

export type JobHandler = (ctx: JobContext) => Promise<unknown>;

export interface EnqueueOptions {
  attempts?: number;
  /** First retry delay; doubles on every further retry (exponential backoff). */
  backoffMs?: number;
  /** Idempotency: a second add with the same id is the same job. */
  jobId?: string;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = Number(process.env.JOBS_BACKOFF_MS ?? 2000);
export const EMPTY_PROGRESS: JobProgress = { percent: 0, stage: 'waiting', processed: 0, total: 0 };

export interface JobQueue {
  readonly mode: 'bullmq' | 'local';
  add(name: string, data: Record<string, unknown>, opts?: EnqueueOptions): Promise<string>;
  get(id: string): Promise<JobInfo | null>;
  /** Most recent first. */
  list(limit: number): Promise<JobInfo[]>;
  /** Every change of any job (state or progress), from any process of the deployment. */
  subscribe(listener: (job: JobInfo) => void): () => void;
  /** Jobs by state now (waiting, active, delayed, failed): the queue depths an operator watches. */
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}
