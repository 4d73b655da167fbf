import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, EMPTY_PROGRESS, type EnqueueOptions, type JobHandler, type JobInfo, type JobQueue } from './types.js';

interface LocalJob {
  info: JobInfo;
  backoffMs: number;
}

/**
 * The in-process queue used without Redis: the same handlers, the same rules as the BullMQ
 * setup (attempts, exponential backoff: delay, 2×delay, 4×delay …), jobs kept in memory (the
 * last 200). A rebuild interrupted by a restart resumes from its checkpoint in PostgreSQL.
 */
export class LocalQueue implements JobQueue {
  readonly mode = 'local' as const;
  private jobs = new Map<string, LocalJob>();
  private emitter = new EventEmitter();
  private waiting: string[] = [];
  private running = 0;
  private timers = new Set<NodeJS.Timeout>();
  private abort = new AbortController();
  private active = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly handlers: Map<string, JobHandler>,
    private readonly concurrency = 2,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async add(name: string, data: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<string> {
    const id = opts.jobId ?? randomUUID();
    if (this.jobs.has(id)) return id;
    const info: JobInfo = {
      id,
      name,
      state: 'waiting',
      progress: { ...EMPTY_PROGRESS },
      attempts: 0,
      maxAttempts: opts.attempts ?? DEFAULT_ATTEMPTS,
      failedReason: null,
      result: null,
      data,
      createdAt: new Date().toISOString(),
      finishedAt: null,
    };
    this.jobs.set(id, { info, backoffMs: opts.backoffMs ?? DEFAULT_BACKOFF_MS });
    while (this.jobs.size > 200) this.jobs.delete(this.jobs.keys().next().value!);
    this.emit(info);
    this.waiting.push(id);
    setImmediate(() => this.pump());
    return id;
  }

  async get(id: string) {
    const j = this.jobs.get(id);
    return j ? structuredClone(j.info) : null;
  }

  async list(limit: number) {
    return [...this.jobs.values()]
      .map((j) => structuredClone(j.info))
      .reverse()
      .slice(0, limit);
  }

  async counts() {
    const counts: Record<string, number> = { waiting: 0, active: 0, delayed: 0, failed: 0 };
    for (const { info } of this.jobs.values()) if (info.state in counts) counts[info.state]!++;
    return counts;
  }

  subscribe(listener: (job: JobInfo) => void) {
    this.emitter.on('job', listener);
    return () => this.emitter.off('job', listener);
  }

  private emit(info: JobInfo) {
    this.emitter.emit('job', structuredClone(info));
  }

  private pump() {
    while (!this.closed && this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.jobs.get(this.waiting.shift()!);
      if (!job) continue;
      this.running += 1;
      const p = this.attempt(job).finally(() => {
        this.running -= 1;
        this.active.delete(p);
        this.pump();
      });
      this.active.add(p);
    }
  }

  private async attempt(job: LocalJob) {
    const { info } = job;
    const handler = this.handlers.get(info.name);
    info.attempts += 1;
    info.state = 'active';
    this.emit(info);
    try {
      if (!handler) throw new Error(`No handler for job '${info.name}'`);
      info.result =
        (await handler({
          id: info.id,
          name: info.name,
          data: info.data,
          attempt: info.attempts,
          maxAttempts: info.maxAttempts,
          signal: this.abort.signal,
          progress: async (p) => {
            info.progress = p;
            this.emit(info);
          },
        })) ?? null;
      info.state = 'completed';
      info.failedReason = null;
      info.finishedAt = new Date().toISOString();
      this.emit(info);
    } catch (err) {
      info.failedReason = (err as Error)?.message ?? String(err);
      if (this.closed) return; // shutting down: not a failure of the job
      if (info.attempts < info.maxAttempts) {
        info.state = 'delayed';
        this.emit(info);
        const t = setTimeout(
          () => {
            this.timers.delete(t);
            this.waiting.push(info.id);
            this.pump();
          },
          job.backoffMs * 2 ** (info.attempts - 1),
        );
        this.timers.add(t);
      } else {
        info.state = 'failed';
        info.finishedAt = new Date().toISOString();
        this.emit(info);
      }
    }
  }

  async close() {
    this.closed = true;
    this.abort.abort();
    for (const t of this.timers) clearTimeout(t);
    await Promise.allSettled([...this.active]);
    this.emitter.removeAllListeners();
  }
}
