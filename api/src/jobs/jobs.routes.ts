import { Router } from 'express';
import { badInput, conflict, notFound, unavailable } from '@fit/events';
import type { Services } from '../context.js';
import { requireAdmin, viewerOf } from '../auth/viewer.js';
import { readExportFile } from './export.worker.js';

/** Instructors' view of background jobs, the rebuild trigger and the CSV export as a job. */
export function jobsRouter(s: Services) {
  const r = Router();
  const jobs = () => {
    if (!s.jobs) throw unavailable('Background jobs are not running');
    return s.jobs;
  };

  r.get('/admin/jobs', async (req, res) => {
    requireAdmin(viewerOf(req));
    const limit = Math.min(200, Math.max(1, Number(req.query.limit) || 50));
    res.json(await jobs().list(limit));
  });

  r.get('/admin/jobs/:id', async (req, res) => {
    requireAdmin(viewerOf(req));
    const job = await jobs().get(req.params.id);
    if (!job) throw notFound('Job not found');
    res.json(job);
  });

  r.post('/admin/rebuild', async (req, res) => {
    const username = requireAdmin(viewerOf(req));
    const models = req.body?.models;
    if (models !== undefined && models !== null && !(Array.isArray(models) && models.every((m) => typeof m === 'string'))) {
      throw badInput('models must be a list of read-model names');
    }
    res.status(202).json({ jobId: await jobs().requestRebuild(models ?? null, username) });
  });

  r.post('/admin/export', async (req, res) => {
    const username = requireAdmin(viewerOf(req));
    res.status(202).json({ jobId: await jobs().requestExport(username) });
  });

  r.get('/admin/export/:jobId', async (req, res) => {
    requireAdmin(viewerOf(req));
    const file = await readExportFile(s.orm.em.fork(), req.params.jobId);
    if (!file) {
      const job = await jobs().get(req.params.jobId);
      if (!job || job.name !== 'export') throw notFound('Export not found');
      if (job.state === 'failed') throw conflict('The export failed: {reason}', { reason: job.failedReason ?? 'unknown error' });
      res.status(202).json({ message: 'The export is not finished yet', job });
      return;
    }
    res.status(200).set('Content-Type', 'text/csv; charset=utf-8').set('Content-Disposition', `attachment; filename="${file.fileName}"`).send(file.csv);
  });

  return r;
}
