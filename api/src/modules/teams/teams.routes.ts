import { Router, type Request } from 'express';
import { notFound } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf } from '../../http/request.js';
import { isTeamOrAdmin, requireAdmin, requireTeamAccess, viewerOf } from '../../auth/viewer.js';
import { addSessionTeam } from '../../auth/session.js';
import { limitersOf } from '../../auth/limiters.js';
import { listTeams, teamJson } from './teams.read.js';
import { setTeamPhase, changeTeamAvatar, submitWebsite, parseTeamId } from './handle.js';
import { createTeamGuarded, lookupTeamCode } from './lookup.js';

export function teamsRouter(s: Services) {
  const r = Router();

  r.post('/teams', limitersOf(s).teamCreate, async (req, res) => {
    const team = await createTeamGuarded(s, req, metadataOf(req), { name: req.body?.name, code: req.body?.code });
    // The creator works as this team from now on (and may see its secure link).
    addSessionTeam(req.session, team.id);
    res.status(201).json(teamJson(team, true));
  });

  r.get('/teams', async (req, res) => {
    requireAdmin(viewerOf(req));
    const teams = await listTeams(s.orm.em.fork());
    res.json(teams.map((t) => teamJson(t, true)));
  });

  // Unknown codes are rate limited (lookup.ts): 4-character codes must not be enumerable.
  r.get('/teams/:code', async (req, res) => {
    const team = await lookupTeamCode(s, req, req.params.code);
    if (!team) throw notFound('Team not found');
    res.json(teamJson(team, isTeamOrAdmin(viewerOf(req), team.id)));
  });

  /** A team's own changes: its session's or an instructor's only (a team id is not a credential). */
  const ownTeam = (req: Request) => {
    const id = parseTeamId(req.params.id);
    requireTeamAccess(viewerOf(req), id);
    return id;
  };

  r.patch('/teams/:id/phase', async (req, res) => {
    const team = await setTeamPhase(s, metadataOf(req), ownTeam(req), req.body?.currentPhase);
    res.json(teamJson(team, true));
  });

  r.patch('/teams/:id/avatar', async (req, res) => {
    const team = await changeTeamAvatar(s, metadataOf(req), ownTeam(req), req.body?.avatarIcon);
    res.json(teamJson(team, true));
  });

  r.patch('/teams/:id/website', async (req, res) => {
    const team = await submitWebsite(s, metadataOf(req), ownTeam(req), req.body?.websiteUrl);
    res.json(teamJson(team, true));
  });

  return r;
}
