import type { JobHandler, JobServices } from './types.js';
import { onlineRebuild } from './online-rebuild.js';

/**
 * The projection rebuild job. Idempotent: the run id is the job's (or the unfinished run it
 * was asked to resume), a finished run is not redone, and a retry continues from the
 * checkpoint the failed attempt left in rebuild_runs.
 */
export const rebuildHandler =
  (s: Pick<JobServices, 'orm'>): JobHandler =>
  async (ctx) => {
    const models = Array.isArray(ctx.data.models) ? (ctx.data.models as string[]) : null;
    const runId = typeof ctx.data.runId === 'string' ? ctx.data.runId : ctx.id;
    const int = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined);
    const result = await onlineRebuild(s.orm, {
      runId,
      models,
      batchSize: int(ctx.data.batchSize),
      flushEvery: int(ctx.data.flushEvery),
      signal: ctx.signal,
      onProgress: (p) => ctx.progress(p),
    });
    return result;
  };
