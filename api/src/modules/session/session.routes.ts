import { Router } from 'express';
import { parseCohortTag } from '@fit/events';
import type { Services } from '../../context.js';
import { requireAdmin, viewerOf } from '../../auth/viewer.js';
import { readSession } from './session.read.js';

/** REST for the session view (docs/API.md#session-view): the same read as the GraphQL query. */
export function sessionRouter(s: Services) {
  const r = Router();
  r.get('/admin/cohorts/:tag/session', async (req, res) => {
    requireAdmin(viewerOf(req));
    res.json(await readSession(s.orm.em.fork(), parseCohortTag(req.params.tag)));
  });
  return r;
}
