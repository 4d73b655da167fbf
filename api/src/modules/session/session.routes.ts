import { Router } from 'express';
import { badInput, packEdits, parseCohortTag } from '@fit/events';
import type { Services } from '../../context.js';
import { requireAdmin, viewerOf } from '../../auth/viewer.js';
import { readSession } from './session.read.js';

/** The answer's forms: `full` (each team's edits per minute and as a list of times, the default) or `packed` (the times as one string a team). */
const FORMATS = ['full', 'packed'] as const;

/** REST for the session view (docs/API.md#session-view): the same read as the GraphQL query. */
export function sessionRouter(s: Services) {
  const r = Router();
  r.get('/admin/cohorts/:tag/session', async (req, res) => {
    requireAdmin(viewerOf(req));
    const format = req.query.format ?? 'full';
    if (!FORMATS.includes(format as (typeof FORMATS)[number])) throw badInput('Format must be one of {list}', { list: FORMATS.join(', ') });
    const view = await readSession(s.orm.em.fork(), parseCohortTag(req.params.tag));
    res.json(format === 'packed' ? { ...view, edits: packEdits(view.edits) } : view);
  });
  return r;
}
