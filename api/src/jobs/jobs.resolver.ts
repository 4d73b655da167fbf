import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { unavailable } from '@fit/events';
import type { GqlContext } from '../graphql/context.js';
import { requireAdmin } from '../auth/viewer.js';
import { pushIterator } from '../graphql/live.js';
import type { Services } from '../context.js';
import { readExportFile } from './export.worker.js';
import { ExportFileType, JobType } from './jobs.type.js';
import type { JobInfo } from './types.js';

const jobsOf = (s: Services) => {
  if (!s.jobs) throw unavailable('Background jobs are not running');
  return s.jobs;
};

export const jobJson = (j: JobInfo) => ({
  ...j,
  result: j.result === null || j.result === undefined ? null : JSON.stringify(j.result),
  createdAt: new Date(j.createdAt),
  finishedAt: j.finishedAt ? new Date(j.finishedAt) : null,
});

@Resolver()
export class JobsResolver {
  @Authorized('ADMIN')
  @Query(() => [JobType], { description: 'Admin only: recent background jobs, newest first (failed ones included, with failedReason).' })
  async jobs(@Arg('limit', () => Int, { defaultValue: 50 }) limit: number, @Ctx() ctx: GqlContext) {
    return (await jobsOf(ctx.services).list(Math.min(200, Math.max(1, limit)))).map(jobJson);
  }

  @Authorized('ADMIN')
  @Query(() => JobType, { nullable: true, description: 'Admin only.' })
  async job(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext) {
    const j = await jobsOf(ctx.services).get(id);
    return j ? jobJson(j) : null;
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, {
    description:
      'Admin only: rebuilds the named read models (all when omitted) from the events, online; returns the job id. Models: teams, phase_data, cohorts, ballots, tallies, admins.',
  })
  rebuildReadModels(@Arg('models', () => [String], { nullable: true }) models: string[] | null, @Ctx() ctx: GqlContext) {
    const username = requireAdmin(ctx.viewer);
    return jobsOf(ctx.services).requestRebuild(models, username);
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, { description: 'Admin only: starts the CSV export as a job; fetch it with exportFile(jobId) or GET /api/admin/export/{jobId}.' })
  requestExport(@Ctx() ctx: GqlContext) {
    const username = requireAdmin(ctx.viewer);
    return jobsOf(ctx.services).requestExport(username);
  }

  @Authorized('ADMIN')
  @Query(() => ExportFileType, { nullable: true, description: 'Admin only: the finished export of a job (null until it is done).' })
  exportFile(@Arg('jobId', () => ID) jobId: string, @Ctx() ctx: GqlContext) {
    return readExportFile(ctx.services.orm.em.fork(), jobId);
  }

  @Authorized('ADMIN')
  @Subscription(() => JobType, {
    description: 'Admin only: every change (state, progress) of one job, or of all jobs when jobId is omitted.',
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const jobs = jobsOf(ctx.services);
      const wanted = (args.jobId as string | null | undefined) ?? null;
      return pushIterator<ReturnType<typeof jobJson>>((push) =>
        jobs.subscribe((j) => {
          if (!wanted || j.id === wanted) push(jobJson(j));
        }),
      );
    },
  })
  jobProgress(@Arg('jobId', () => ID, { nullable: true }) _jobId: string | null, @Root() job: JobType): JobType {
    return job;
  }
}
