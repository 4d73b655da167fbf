import { Router } from 'express';
import { notFound, parseTeamCode } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf, requireAdmin, isAdmin } from '../../http/request.js';
import { createLimiter } from '../../auth/rate-limit.js';
import { findTeamByCode, listTeams, teamJson } from './teams.read.js';
import { createTeam, setTeamPhase, changeTeamAvatar, submitWebsite } from './handle.js';

const limiters = new WeakMap<Services, ReturnType<typeof createLimiter>>();

/** One limiter per process for code lookups and team creation, over REST and GraphQL alike. */
export function teamLookupLimiter(s: Services) {
  let l = limiters.get(s);
  if (!l) {
    l = createLimiter(s, 'team-lookup', s.config.rateLimits.teamLookupPerWindow, 'Too many team code lookups. Please wait a few minutes and try again.');
    limiters.set(s, l);
  }
  return l;
}

export function teamsRouter(s: Services) {
  const r = Router();
  const lookupLimit = teamLookupLimiter(s);

  r.post('/teams', lookupLimit, async (req, res) => {
    const team = await createTeam(s, metadataOf(req), { name: req.body?.name, code: req.body?.code });
    // The creator works as this team from now on (and may see its secure link).
    req.session.teamId = team.id;
    res.status(201).json(teamJson(team, true));
  });

  r.get('/teams', async (req, res) => {
    requireAdmin(req);
    const teams = await listTeams(s.orm.em.fork());
    res.json(teams.map((t) => teamJson(t, true)));
  });

  // Rate limited: 4-character codes must not be enumerable.
  r.get('/teams/:code', lookupLimit, async (req, res) => {
    const team = await findTeamByCode(s.orm.em.fork(), parseTeamCode(req.params.code));
    if (!team) throw notFound('Team not found');
    res.json(teamJson(team, isAdmin(req) || req.session.teamId === team.id));
  });

  const own = (req: { session: { teamId?: string } }, id: string) => isAdmin(req as never) || req.session.teamId === id;

  r.patch('/teams/:id/phase', async (req, res) => {
    const team = await setTeamPhase(s, metadataOf(req), req.params.id, req.body?.currentPhase);
    res.json(teamJson(team, own(req, team.id)));
  });

  r.patch('/teams/:id/avatar', async (req, res) => {
    const team = await changeTeamAvatar(s, metadataOf(req), req.params.id, req.body?.avatarIcon);
    res.json(teamJson(team, own(req, team.id)));
  });

  r.patch('/teams/:id/website', async (req, res) => {
    const team = await submitWebsite(s, metadataOf(req), req.params.id, req.body?.websiteUrl);
    res.json(teamJson(team, own(req, team.id)));
  });

  return r;
}
