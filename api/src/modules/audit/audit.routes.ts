import { Router } from 'express';
import { notFound, parseCohortTag } from '@fit/events';
import type { Services } from '../../context.js';
import { requireStaff, viewerOf } from '../../auth/viewer.js';
import { chainHead, verifyChain } from '../../store/chain.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { assertVerificationVisible } from '../showcase/showcase.read.js';
import { boundOf, checkReceipt, publicVerification, resultsAsOf, voteHistory } from './audit.read.js';

const one = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined);

/**
 * /api/audit/*: read-only audit operations for admins and auditors (requireStaff), and the
 * public verification view of a revealed cohort.
 */
export function auditRouter(s: Services) {
  const r = Router();

  r.get('/audit/cohorts/:tag/history', async (req, res) => {
    requireStaff(viewerOf(req));
    res.json(await voteHistory(s.orm.em.fork(), parseCohortTag(req.params.tag)));
  });

  r.get('/audit/cohorts/:tag/results', async (req, res) => {
    requireStaff(viewerOf(req));
    const em = s.orm.em.fork();
    const tag = parseCohortTag(req.params.tag);
    res.json(await resultsAsOf(em, tag, await boundOf(em, one(req.query.position), one(req.query.at))));
  });

  r.get('/audit/cohorts/:tag/verify', async (req, res) => {
    requireStaff(viewerOf(req));
    res.json(await verifyChain(s.orm, { cohortTag: parseCohortTag(req.params.tag) }));
  });

  r.get('/audit/verify', async (req, res) => {
    requireStaff(viewerOf(req));
    res.json(await verifyChain(s.orm));
  });

  r.get('/audit/chain/head', async (req, res) => {
    requireStaff(viewerOf(req));
    await s.chain?.sealNow();
    res.json(await chainHead(s.orm.em.fork()));
  });

  // Public once the results are revealed (staff may look before).
  r.get('/showcase/:tag/verification', async (req, res) => {
    const cohort = await findCohort(s.orm.em.fork(), parseCohortTag(req.params.tag));
    if (!cohort) throw notFound('Cohort not found');
    assertVerificationVisible(viewerOf(req), cohort);
    const view = await publicVerification(s.orm, cohort.tag);
    const receipt = one(req.query.receipt);
    if (receipt === undefined) {
      res.json(view);
      return;
    }
    res.json({ ...view, receipt: checkReceipt(view, receipt) });
  });

  return r;
}
