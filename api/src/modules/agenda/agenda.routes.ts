import { Router, type Request } from 'express';
import { parseCohortTag } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf } from '../../http/request.js';
import { requireAdmin, viewerOf } from '../../auth/viewer.js';
import { readAgenda } from './agenda.read.js';
import { requireAgendaReader } from './agenda.access.js';
import * as agenda from './handle.js';

const bodyOf = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

/** REST for the agenda (docs/API.md#agenda): the same handlers as the GraphQL mutations. */
export function agendaRouter(s: Services) {
  const r = Router();

  r.get('/cohorts/:tag/agenda', async (req, res) => {
    const tag = parseCohortTag(req.params.tag);
    const em = s.orm.em.fork();
    await requireAgendaReader(em, viewerOf(req), tag);
    res.json(await readAgenda(em, tag));
  });

  // Every control is an instructor's: checked before the body is looked at.
  const admin = (path: string, handler: (req: Request, tag: string) => Promise<unknown>) =>
    r.post(`/admin/cohorts/:tag/agenda${path}`, async (req, res) => {
      requireAdmin(viewerOf(req));
      res.json(await handler(req, req.params.tag!));
    });

  r.put('/admin/cohorts/:tag/agenda', async (req, res) => {
    requireAdmin(viewerOf(req));
    res.json(await agenda.planAgenda(s, metadataOf(req), req.params.tag, bodyOf(req).items));
  });
  admin('/start', (req, tag) => agenda.startAgenda(s, metadataOf(req), tag));
  admin('/pause', (req, tag) => agenda.pauseAgenda(s, metadataOf(req), tag));
  admin('/resume', (req, tag) => agenda.resumeAgenda(s, metadataOf(req), tag));
  admin('/extend', (req, tag) => agenda.extendAgendaItem(s, metadataOf(req), tag, bodyOf(req).minutes, bodyOf(req).keepEnd));
  admin('/skip', (req, tag) => agenda.skipAgendaItem(s, metadataOf(req), tag));
  admin('/reset', (req, tag) => agenda.resetAgenda(s, metadataOf(req), tag));
  admin('/bring', (req, tag) => {
    const b = bodyOf(req);
    return agenda.bringTeams(s, metadataOf(req), tag, { phase: b.phase, noticeSeconds: b.noticeSeconds, hold: b.hold });
  });
  r.put('/admin/cohorts/:tag/hold', async (req, res) => {
    requireAdmin(viewerOf(req));
    res.json(await agenda.setHold(s, metadataOf(req), req.params.tag, bodyOf(req).phase));
  });
  r.delete('/admin/cohorts/:tag/hold', async (req, res) => {
    requireAdmin(viewerOf(req));
    res.json(await agenda.releaseHold(s, metadataOf(req), req.params.tag));
  });
  r.post('/admin/cohorts/:tag/announcements', async (req, res) => {
    requireAdmin(viewerOf(req));
    res.status(201).json(await agenda.postAnnouncement(s, metadataOf(req), req.params.tag, bodyOf(req).text));
  });
  r.delete('/admin/cohorts/:tag/announcements/:id', async (req, res) => {
    requireAdmin(viewerOf(req));
    res.json(await agenda.withdrawAnnouncement(s, metadataOf(req), req.params.tag, req.params.id));
  });

  return r;
}
