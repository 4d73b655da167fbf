import { presentCategory } from './handle.js';
import { presentation } from '../cohorts/reveal.read.js';
import { Router, type Request } from 'express';
import { notFound, parseCohortTag } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf } from '../../http/request.js';
import { isAdmin, isStaff, requireAdmin, requireJudge, requireStaff, viewerOf } from '../../auth/viewer.js';
import { boundOf } from '../audit/audit.read.js';
import { categoryResultsAsOf, publicCategoryVerification } from '../audit/judging-audit.read.js';
import { assertVerificationVisible } from '../showcase/showcase.read.js';
import { limitersOf } from '../../auth/limiters.js';
import { loginJudge, logoutJudge } from '../auth/sessions.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import {
  addCategory,
  assignJudges,
  changeCategory,
  inviteJudge,
  removeCategory,
  removeJudge,
  reorderCategories,
  scoreTeam,
  setJudgeTeams,
  setJudgingOpen,
} from './handle.js';
import { categoriesJson, categoryResultsFor, findJudging, judgeView, judgingAdminJson, liveCategoryResults } from './judging.read.js';

const bodyOf = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});
const categoryInput = (b: Record<string, unknown>) => ({ name: b.name, method: b.method, weight: b.weight, criteria: b.criteria });

/** Judging over REST (docs/API.md#judging): the same handlers and reads as the GraphQL operations. */
export function judgingRouter(s: Services, limiters = limitersOf(s)) {
  const r = Router();
  const admin = (req: Request) => requireAdmin(viewerOf(req));
  const adminView = async (tag: string) => judgingAdminJson(await findJudging(s.orm.em.fork(), tag), tag);

  // Public: the categories and how each is decided (the results page and the widget show them).
  r.get('/cohorts/:tag/categories', async (req, res) => {
    const em = s.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(req.params.tag));
    if (!cohort) throw notFound('Cohort not found');
    res.json(categoriesJson(await findJudging(em, cohort.tag)));
  });

  // Each category's podium: visible when the overall results are (docs/PRODUCT.md).
  r.get('/showcase/:tag/category-results', async (req, res) => {
    const em = s.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(req.params.tag));
    if (!cohort) throw notFound('Cohort not found');
    const visible = categoryResultsFor(isAdmin(viewerOf(req)), cohort, await liveCategoryResults(em, cohort.tag));
    res.json(visible);
  });

  // The audit: every category recomputed from the events, as of a position or time (staff).
  r.get('/audit/cohorts/:tag/category-results', async (req, res) => {
    requireStaff(viewerOf(req));
    const em = s.orm.em.fork();
    const one = (v: unknown) => (typeof v === 'string' ? v : undefined);
    res.json(await categoryResultsAsOf(em, parseCohortTag(req.params.tag), await boundOf(em, one(req.query.position), one(req.query.at))));
  });

  // Public once the winner is revealed, like the ballots' verification view.
  r.get('/showcase/:tag/verification/categories', async (req, res) => {
    const cohort = await findCohort(s.orm.em.fork(), parseCohortTag(req.params.tag));
    if (!cohort) throw notFound('Cohort not found');
    assertVerificationVisible(isStaff(viewerOf(req)), cohort);
    res.json(await publicCategoryVerification(s.orm, cohort.tag));
  });

  r.get('/admin/cohorts/:tag/judging', async (req, res) => {
    admin(req);
    const tag = parseCohortTag(req.params.tag);
    if (!(await findCohort(s.orm.em.fork(), tag))) throw notFound('Cohort not found');
    res.json(await adminView(tag));
  });

  r.post('/admin/cohorts/:tag/categories', async (req, res) => {
    admin(req);
    const { categoryId } = await addCategory(s, metadataOf(req), req.params.tag, categoryInput(bodyOf(req)));
    const view = await adminView(parseCohortTag(req.params.tag));
    res.status(201).json(view.categories.find((c) => c.categoryId === categoryId));
  });

  // Registered before /categories/:categoryId so 'order' is never taken for an id.
  r.put('/admin/cohorts/:tag/categories/order', async (req, res) => {
    admin(req);
    const state = await reorderCategories(s, metadataOf(req), req.params.tag, bodyOf(req).categoryIds);
    res.json(categoriesJson(state));
  });

  r.patch('/admin/cohorts/:tag/categories/:categoryId', async (req, res) => {
    admin(req);
    const b = bodyOf(req);
    const input = Object.fromEntries(Object.entries(categoryInput(b)).filter(([k]) => k in b));
    const state = await changeCategory(s, metadataOf(req), req.params.tag, req.params.categoryId, input);
    res.json(categoriesJson(state).find((c) => c.categoryId === req.params.categoryId.toLowerCase()));
  });

  r.delete('/admin/cohorts/:tag/categories/:categoryId', async (req, res) => {
    admin(req);
    const state = await removeCategory(s, metadataOf(req), req.params.tag, req.params.categoryId);
    res.json(categoriesJson(state));
  });

  r.post('/admin/cohorts/:tag/judges', async (req, res) => {
    admin(req);
    const { state, judgeId } = await inviteJudge(s, metadataOf(req), req.params.tag, bodyOf(req).name);
    res.status(201).json(judgingAdminJson(state, state.cohortTag!).judges.find((j) => j.judgeId === judgeId));
  });

  r.put('/admin/cohorts/:tag/judges/assignment', async (req, res) => {
    admin(req);
    const state = await assignJudges(s, metadataOf(req), req.params.tag, bodyOf(req).judgesPerTeam);
    res.json(judgingAdminJson(state, state.cohortTag!));
  });

  r.put('/admin/cohorts/:tag/judges/:judgeId/teams', async (req, res) => {
    admin(req);
    const state = await setJudgeTeams(s, metadataOf(req), req.params.tag, req.params.judgeId, bodyOf(req).teamIds);
    res.json(judgingAdminJson(state, state.cohortTag!));
  });

  r.delete('/admin/cohorts/:tag/judges/:judgeId', async (req, res) => {
    admin(req);
    const state = await removeJudge(s, metadataOf(req), req.params.tag, req.params.judgeId);
    res.json(judgingAdminJson(state, state.cohortTag!));
  });

  r.put('/admin/cohorts/:tag/judging', async (req, res) => {
    admin(req);
    const state = await setJudgingOpen(s, metadataOf(req), req.params.tag, bodyOf(req).open);
    res.json(judgingAdminJson(state, state.cohortTag!));
  });

  // The show presents a category's podium next ({categoryId}), or the overall one ({categoryId: null}).
  r.put('/admin/cohorts/:tag/reveal/category', async (req, res) => {
    admin(req);
    await presentCategory(s, metadataOf(req), req.params.tag, bodyOf(req).categoryId ?? null);
    const em = s.orm.em.fork();
    const cohort = await findCohort(em, parseCohortTag(req.params.tag));
    res.json(await presentation(em, cohort!));
  });

  r.post('/auth/judge/login', limiters.teamLogin, async (req, res) => {
    const judge = await loginJudge(s, req, bodyOf(req).token);
    res.json(judge);
  });

  r.post('/auth/judge/logout', async (req, res) => {
    await logoutJudge(s, req);
    res.json({ ok: true });
  });

  r.get('/judge', async (req, res) => {
    const judge = requireJudge(viewerOf(req));
    const em = s.orm.em.fork();
    const cohort = await findCohort(em, judge.cohortTag);
    res.json(await judgeView(em, judge, cohort?.name ?? judge.cohortTag));
  });

  r.put('/judge/scores', async (req, res) => {
    const judge = requireJudge(viewerOf(req));
    const b = bodyOf(req);
    await scoreTeam(s, metadataOf(req), judge, { categoryId: b.categoryId, teamId: b.teamId, scores: b.scores, comment: b.comment });
    const em = s.orm.em.fork();
    const cohort = await findCohort(em, judge.cohortTag);
    res.json(await judgeView(em, judge, cohort?.name ?? judge.cohortTag));
  });

  return r;
}
