import { Router } from 'express';
import { notFound } from '@fit/events';
import type { Services } from '../../context.js';
import { limitersOf } from '../../auth/limiters.js';
import { requireTeamSession, viewerOf } from '../../auth/viewer.js';
import { findTeamById } from '../teams/teams.read.js';
import { teamJson } from '../teams/teams.read.js';
import { adminStatusOf, joinTeam, loginAdmin, loginTeam, logoutAdmin, logoutTeam } from './sessions.js';

export function authRouter(s: Services, limiters = limitersOf(s)) {
  const r = Router();

  r.get('/auth/admin/status', (req, res) => {
    res.json(adminStatusOf(viewerOf(req)));
  });

  r.post('/auth/admin/login', limiters.adminLogin, async (req, res) => {
    const user = await loginAdmin(s, req, req.body?.username, req.body?.password);
    res.json({ user });
  });

  r.post('/auth/admin/logout', async (req, res) => {
    await logoutAdmin(s, req);
    res.json({ ok: true });
  });

  r.post('/auth/team/login', limiters.teamLogin, async (req, res) => {
    const team = await loginTeam(s, req, req.body?.access_token ?? req.body?.accessToken);
    res.json({ teamId: team.id, code: team.code, name: team.name });
  });

  // Joining with the team's code: the session becomes the team's, so the answer carries its secure link.
  r.post('/auth/team/join', async (req, res) => {
    const team = await joinTeam(s, req, req.body?.code);
    res.json(teamJson(team, true));
  });

  r.post('/auth/team/logout', async (req, res) => {
    await logoutTeam(s, req);
    res.json({ ok: true });
  });

  r.get('/auth/team/status', async (req, res) => {
    const teamId = requireTeamSession(viewerOf(req), 'No team session');
    const team = await findTeamById(s.orm.em.fork(), teamId);
    if (!team) throw notFound('Team not found');
    res.json({ teamId, id: teamId, code: team.code, name: team.name, cohortTag: team.cohortTag ?? null });
  });

  return r;
}
