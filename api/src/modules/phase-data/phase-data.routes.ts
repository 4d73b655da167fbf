import { Router, type Request } from 'express';
import { notFound, parsePhaseNumber } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf } from '../../http/request.js';
import { requireTeamAccess, viewerOf } from '../../auth/viewer.js';
import { parseTeamId } from '../teams/handle.js';
import { savePhaseData } from './save.js';
import { findTeamById } from '../teams/teams.read.js';
import { findPhaseData, listPhaseData, phaseDataJson } from './phase-data.read.js';

export function phaseDataRouter(s: Services) {
  const r = Router();

  // A team's answers are the team's: its session's or an instructor's (viewer.ts requireTeamAccess).
  const teamOf = (req: Request, raw: unknown) => {
    const teamId = parseTeamId(raw);
    requireTeamAccess(viewerOf(req), teamId);
    return teamId;
  };

  r.post('/phase-data', async (req, res) => {
    const body = req.body ?? {};
    const saved = await savePhaseData(s, metadataOf(req), { teamId: teamOf(req, body.teamId), phaseNumber: body.phaseNumber, data: body.data });
    res.json(phaseDataJson(saved));
  });

  r.get('/phase-data/:teamId/:phaseNumber', async (req, res) => {
    const teamId = teamOf(req, req.params.teamId);
    const phaseNumber = parsePhaseNumber(req.params.phaseNumber);
    const saved = await findPhaseData(s.orm.em.fork(), teamId, phaseNumber);
    if (!saved) throw notFound('No data saved for this phase yet');
    res.json(phaseDataJson(saved));
  });

  r.get('/phase-data/:teamId', async (req, res) => {
    const teamId = teamOf(req, req.params.teamId);
    const em = s.orm.em.fork();
    if (!(await findTeamById(em, teamId))) throw notFound('Team not found');
    res.json((await listPhaseData(em, teamId)).map(phaseDataJson));
  });

  return r;
}
