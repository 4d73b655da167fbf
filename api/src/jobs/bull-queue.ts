import { Queue, QueueEvents, Worker, type ConnectionOptions, type Job, type Telemetry } from 'bullmq';
import { tracingOn } from '../observability/trace-context.js';
import { bullTelemetry } from '../observability/tracing.js';
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  EMPTY_PROGRESS,
  type EnqueueOptions,
  type JobHandler,
  type JobInfo,
  type JobProgress,
  type JobQueue,
  type JobState,
} from './types.js';

export const QUEUE_NAME = 'jobs';

const STATES: Record<string, JobState> = {
  waiting: 'waiting',
  prioritized: 'waiting',
  'waiting-children': 'waiting',
  active: 'active',
  delayed: 'delayed',
  completed: 'completed',
  failed: 'failed',
};

async function toInfo(job: Job, knownState?: string): Promise<JobInfo> {
  const state = STATES[knownState ?? (await job.getState())] ?? 'unknown';
  const progress = typeof job.progress === 'object' && job.progress ? (job.progress as JobProgress) : { ...EMPTY_PROGRESS, percent: Number(job.progress) || 0 };
  return {
    id: job.id!,
    name: job.name,
    state,
    progress: { ...EMPTY_PROGRESS, ...progress },
    attempts: job.attemptsStarted ?? job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    failedReason: job.failedReason || null,
    result: job.returnvalue ?? null,
    data: job.data ?? {},
    createdAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}

/**
 * Jobs on BullMQ. Keys live under `<redisPrefix>bull:jobs:*`, so deployments (and test runs)
 * sharing a Redis never see each other's jobs. A Worker runs here when `workers` is true (the
 * app by default, or `npm run worker`); QueueEvents carries every job's changes to this
 * process's subscribers wherever the job runs.
 */
export class BullQueue implements JobQueue {
  readonly mode = 'bullmq' as const;
  private queue: Queue;
  private events: QueueEvents;
  private worker: Worker | null = null;
  private emitter = new EventEmitter();
  private abort = new AbortController();

  private constructor(connection: ConnectionOptions, prefix: string, handlers: Map<string, JobHandler>, workers: boolean, concurrency: number, telemetry?: Telemetry) {
    this.emitter.setMaxListeners(0);
    this.queue = new Queue(QUEUE_NAME, { connection, prefix, telemetry });
    this.queue.on('error', () => {});
    this.events = new QueueEvents(QUEUE_NAME, { connection, prefix });
    this.events.on('error', () => {});
    const relay = ({ jobId }: { jobId: string }) => {
      if (this.emitter.listenerCount('job') === 0) return;
      void this.get(jobId).then(
        (info) => info && this.emitter.emit('job', info),
        () => {},
      );
    };
    for (const e of ['waiting', 'active', 'progress', 'completed', 'failed', 'delayed'] as const) this.events.on(e as 'waiting', relay as never);
    if (workers) {
      this.worker = new Worker(
        QUEUE_NAME,
        async (job: Job) => {
          const handler = handlers.get(job.name);
          if (!handler) throw new Error(`No handler for job '${job.name}'`);
          return (
            (await handler({
              id: job.id!,
              name: job.name,
              data: job.data ?? {},
              attempt: job.attemptsStarted || job.attemptsMade + 1,
              maxAttempts: job.opts.attempts ?? 1,
              signal: this.abort.signal,
              progress: (p) => job.updateProgress(p as object),
            })) ?? null
          );
        },
        { connection, prefix, concurrency, telemetry },
      );
      this.worker.on('error', () => {});
    }
  }

  static async open(connection: ConnectionOptions, prefix: string, handlers: Map<string, JobHandler>, opts: { workers: boolean; concurrency?: number }) {
    // With tracing on, a job's spans continue the trace of the request that enqueued it.
    const telemetry = tracingOn() ? await bullTelemetry() : undefined;
    const q = new BullQueue(connection, prefix, handlers, opts.workers, opts.concurrency ?? 2, telemetry);
    await Promise.all([q.queue.waitUntilReady(), q.events.waitUntilReady(), q.worker?.waitUntilReady()]);
    return q;
  }

  async add(name: string, data: Record<string, unknown>, opts: EnqueueOptions = {}) {
    const job = await this.queue.add(name, data, {
      jobId: opts.jobId ?? randomUUID(),
      attempts: opts.attempts ?? DEFAULT_ATTEMPTS,
      backoff: { type: 'exponential', delay: opts.backoffMs ?? DEFAULT_BACKOFF_MS },
      removeOnComplete: { count: 500 },
      removeOnFail: { count: 1000 },
    });
    return job.id!;
  }

  async get(id: string) {
    // The state first, then the job: a job read before it completes and then found completed
    // would show no result (BullMQ stores the result and the state in one step).
    const state = await this.queue.getJobState(id);
    const job = await this.queue.getJob(id);
    return job ? toInfo(job, state) : null;
  }

  async list(limit: number) {
    const jobs = await this.queue.getJobs(['active', 'waiting', 'prioritized', 'delayed', 'completed', 'failed'], 0, limit - 1, false);
    jobs.sort((a, b) => b.timestamp - a.timestamp);
    return Promise.all(jobs.slice(0, limit).map((job) => toInfo(job)));
  }

  counts() {
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
  }

  subscribe(listener: (job: JobInfo) => void) {
    this.emitter.on('job', listener);
    return () => this.emitter.off('job', listener);
  }

  async close() {
    // A running rebuild stops at its next batch; its checkpoint lets the retry resume.
    this.abort.abort();
    await this.worker?.close().catch(() => {});
    await this.events.close().catch(() => {});
    await this.queue.close().catch(() => {});
    this.emitter.removeAllListeners();
  }
}
