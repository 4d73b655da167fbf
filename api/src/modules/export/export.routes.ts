import { Router } from 'express';
import type { Services } from '../../context.js';
import { requireAdmin, viewerOf } from '../../auth/viewer.js';
import { buildProgressExport } from './export.js';

export function exportRouter(s: Services) {
  const r = Router();
  r.get('/admin/export', async (req, res) => {
    requireAdmin(viewerOf(req));
    const { fileName, csv } = await buildProgressExport(s.orm.em.fork(), new Date());
    res
      .status(200)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${fileName}"`)
      .set('Cache-Control', 'no-store')
      .send(csv);
  });
  return r;
}
