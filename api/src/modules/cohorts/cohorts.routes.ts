import { Router } from 'express';
import { badInput, notFound, parseCohortTag, parseTeamIds } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf } from '../../http/request.js';
import { requireAdmin, viewerOf } from '../../auth/viewer.js';
import { cohortJson, findCohort, listCohorts, teamsOfCohorts, votersOfCohorts, type CohortRecord } from './cohorts.read.js';
import { createCohort, updateCohort, archiveCohort, restoreCohort, stepReveal, releaseReveal, setRetention } from './handle.js';
import { presentation, revealOf } from './reveal.read.js';
import { assignTeams, unassignTeams } from '../teams/handle.js';
import { teamJson } from '../teams/teams.read.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { votingProgress } from '../showcase/voting-progress.read.js';

/** Admin view of cohorts: each with its teams and who has voted, in two queries. */
async function withTeams(em: EntityManager, cohorts: CohortRecord[]) {
  const tags = cohorts.map((c) => c.tag);
  const [teams, voters] = [await teamsOfCohorts(em, tags), await votersOfCohorts(em, tags)];
  return cohorts.map((c) => ({
    ...cohortJson(c),
    teams: teams.get(c.tag)!.map((t) => teamJson(t, false)),
    votedTeamIds: voters.get(c.tag)!,
  }));
}

export function cohortsRouter(s: Services) {
  const r = Router();

  r.get('/cohorts/:tag', async (req, res) => {
    const cohort = await findCohort(s.orm.em.fork(), parseCohortTag(req.params.tag));
    if (!cohort) throw notFound('Cohort not found');
    const { tag, name, description, language, votingOpen, resultsVisible } = cohortJson(cohort);
    res.json({ tag, name, description, language, votingOpen, resultsVisible });
  });

  r.get('/cohorts/:tag/status', async (req, res) => {
    const cohort = await findCohort(s.orm.em.fork(), parseCohortTag(req.params.tag));
    if (!cohort) throw notFound('Cohort not found');
    const { votedCount, eligibleCount } = await votingProgress(s.orm.em.fork(), cohort.tag);
    const { stage: revealStage, rehearsal } = revealOf(cohort);
    res.json({ name: cohort.name, resultsVisible: cohort.resultsVisible, votedCount, eligibleCount, revealStage, rehearsal });
  });

  r.get('/cohorts/:tag/presentation', async (req, res) => {
    const em = s.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(req.params.tag));
    if (!cohort) throw notFound('Cohort not found');
    res.json(await presentation(em, cohort));
  });

  r.get('/admin/cohorts', async (req, res) => {
    requireAdmin(viewerOf(req));
    const em = s.orm.em.fork();
    res.json(await withTeams(em, await listCohorts(em, false)));
  });

  r.get('/admin/cohorts/archived', async (req, res) => {
    requireAdmin(viewerOf(req));
    const em = s.orm.em.fork();
    res.json(await withTeams(em, await listCohorts(em, true)));
  });

  r.post('/admin/cohorts', async (req, res) => {
    requireAdmin(viewerOf(req));
    const body = req.body ?? {};
    const cohort = await createCohort(s, metadataOf(req), { tag: body.tag, name: body.name, description: body.description });
    res.status(201).json(cohortJson(cohort));
  });

  // Registered before /admin/cohorts/:tag so 'unassign-teams' is never taken for a tag.
  r.patch('/admin/cohorts/unassign-teams', async (req, res) => {
    requireAdmin(viewerOf(req));
    const teams = await unassignTeams(s, metadataOf(req), parseTeamIds(req.body?.teamIds));
    res.json(teams.map((t) => teamJson(t, false)));
  });

  r.patch('/admin/cohorts/:tag', async (req, res) => {
    requireAdmin(viewerOf(req));
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
    const cohort = await updateCohort(s, metadataOf(req), req.params.tag, body);
    res.json(cohortJson(cohort));
  });

  r.put('/admin/cohorts/:tag/retention', async (req, res) => {
    requireAdmin(viewerOf(req));
    if (!req.body || typeof req.body !== 'object' || !('days' in req.body)) throw badInput('days is required (a whole number of days, or null for no limit)');
    res.json(cohortJson(await setRetention(s, metadataOf(req), req.params.tag, req.body.days)));
  });

  r.post('/admin/cohorts/:tag/teams', async (req, res) => {
    requireAdmin(viewerOf(req));
    const tag = parseCohortTag(req.params.tag);
    const teams = await assignTeams(s, metadataOf(req), tag, parseTeamIds(req.body?.teamIds));
    res.json(teams.map((t) => teamJson(t, false)));
  });

  r.put('/admin/cohorts/:tag/reveal', async (req, res) => {
    requireAdmin(viewerOf(req));
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
    const cohort = await stepReveal(s, metadataOf(req), req.params.tag, body.stage, body.rehearsal);
    res.json({ tag: cohort.tag, ...revealOf(cohort) });
  });

  r.delete('/admin/cohorts/:tag/reveal', async (req, res) => {
    requireAdmin(viewerOf(req));
    const cohort = await releaseReveal(s, metadataOf(req), req.params.tag);
    res.json({ tag: cohort.tag, ...revealOf(cohort) });
  });

  r.post('/admin/cohorts/:tag/archive', async (req, res) => {
    requireAdmin(viewerOf(req));
    res.json(cohortJson(await archiveCohort(s, metadataOf(req), req.params.tag)));
  });

  r.post('/admin/cohorts/:tag/unarchive', async (req, res) => {
    requireAdmin(viewerOf(req));
    res.json(cohortJson(await restoreCohort(s, metadataOf(req), req.params.tag)));
  });

  return r;
}
