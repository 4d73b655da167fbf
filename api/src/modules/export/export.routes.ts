import { Router } from 'express';
import { exportFileName } from '@fit/events';
import type { Services } from '../../context.js';
import { requireAdmin, viewerOf } from '../../auth/viewer.js';
import { teamProgressCsv } from './export.js';

export function exportRouter(s: Services) {
  const r = Router();
  r.get('/admin/export', async (req, res) => {
    requireAdmin(viewerOf(req));
    const csv = await teamProgressCsv(s.orm.em.fork());
    res
      .status(200)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .set('Cache-Control', 'no-store')
      .send(csv);
  });
  return r;
}
