import { BullQueue } from './bull-queue.js';
import { LocalQueue } from './local-queue.js';
import { chooseProjections, unfinishedRun } from './online-rebuild.js';
import { rebuildHandler } from './rebuild.worker.js';
import { exportHandler } from './export.worker.js';
import type { EnqueueOptions, JobHandler, JobInfo, JobQueue, JobServices } from './types.js';
import { jobFinished } from '../observability/metrics.js';

/** A handler whose every run is counted and timed by outcome (metrics.ts). */
const measured =
  (name: string, handler: JobHandler): JobHandler =>
  async (job) => {
    const started = performance.now();
    try {
      const result = await handler(job);
      jobFinished(name, 'completed', (performance.now() - started) / 1000);
      return result;
    } catch (err) {
      jobFinished(name, 'failed', (performance.now() - started) / 1000);
      throw err;
    }
  };

export type { JobInfo, JobProgress, JobState } from './types.js';

/**
 * The app's jobs: a queue (BullMQ with Redis, in-process without) and the handlers by name.
 * `workers: false` (JOBS_IN_PROCESS=false) only enqueues: `npm run worker` processes then.
 */
export class Jobs {
  private constructor(
    private readonly s: Pick<JobServices, 'orm' | 'log'>,
    readonly queue: JobQueue,
    readonly handlers: Map<string, JobHandler>,
    readonly workers: boolean,
  ) {}

  static async start(s: Pick<JobServices, 'orm' | 'redis' | 'redisPrefix' | 'log'>, opts: { workers: boolean; concurrency?: number }): Promise<Jobs> {
    const handlers = new Map<string, JobHandler>([
      ['rebuild', measured('rebuild', rebuildHandler(s))],
      ['export', measured('export', exportHandler(s))],
    ]);
    let queue: JobQueue;
    if (s.redis) {
      const o = s.redis.options;
      const connection = {
        host: o.host,
        port: o.port,
        db: o.db,
        username: o.username,
        password: o.password,
        tls: o.tls,
        family: o.family,
        maxRetriesPerRequest: null,
        enableReadyCheck: false,
      };
      queue = await BullQueue.open(connection, `${s.redisPrefix}bull`, handlers, { workers: opts.workers, concurrency: opts.concurrency });
    } else {
      // Without Redis there is no other process to run them: always here.
      queue = new LocalQueue(handlers, opts.concurrency ?? 2);
    }
    return new Jobs(s, queue, handlers, s.redis ? opts.workers : true);
  }

  get mode() {
    return this.queue.mode;
  }

  /** A handler that needs more than the job services (the app's, given by createServices: the retention job). */
  register(name: string, handler: JobHandler) {
    this.handlers.set(name, measured(name, handler));
  }

  enqueue(name: string, data: Record<string, unknown>, opts?: EnqueueOptions) {
    return this.queue.add(name, data, opts);
  }

  /** Validates the model names; resumes an unfinished run over the same models. */
  async requestRebuild(models: string[] | null | undefined, requestedBy: string) {
    const names = chooseProjections(models).map((p) => p.name);
    const resume = await unfinishedRun(this.s.orm.em.fork(), names);
    return this.enqueue('rebuild', { models: models?.length ? names : null, requestedBy, ...(resume ? { runId: resume } : {}) });
  }

  requestExport(requestedBy: string) {
    return this.enqueue('export', { requestedBy });
  }

  /**
   * In-process queue only (its jobs die with the process): re-enqueue rebuilds a restart cut
   * short; they continue from their checkpoints. BullMQ retries stalled jobs by itself.
   */
  async resumeInterrupted() {
    if (this.queue.mode !== 'local') return;
    const runs = await this.s.orm.em.fork().execute<{ id: string; models: string[] }[]>(`select id, models from rebuild_runs where state = 'running'`);
    for (const r of runs) {
      this.s.log(`Resuming the interrupted read-model rebuild ${r.id}.`);
      await this.enqueue('rebuild', { models: r.models, runId: r.id, requestedBy: 'system' });
    }
  }

  get = (id: string) => this.queue.get(id);
  list = (limit = 50) => this.queue.list(limit);
  subscribe = (listener: (job: JobInfo) => void) => this.queue.subscribe(listener);
  close = () => this.queue.close();
}
