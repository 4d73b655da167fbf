import { Router } from 'express';
import { badInput, notFound, parseCohortTag, parseSavedHeads, recordFileName } from '@fit/events';
import { headFeed, latestHead, parseAfter, verifySavedHeads } from '../../store/heads.js';
import { listPublicKeys, type SignedHead } from '../../store/signing.js';
import type { Services } from '../../context.js';
import { isStaff, requireStaff, viewerOf } from '../../auth/viewer.js';
import { chainHead, verifyChain } from '../../store/chain.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { assertVerificationVisible } from '../showcase/showcase.read.js';
import { boundOf, checkReceipt, publicVerification, resultsAsOf, voteHistory } from './audit.read.js';
import { publicRecord } from './record.read.js';

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
    assertVerificationVisible(isStaff(viewerOf(req)), cohort);
    const view = await publicVerification(s.orm, cohort.tag);
    const receipt = one(req.query.receipt);
    if (receipt === undefined) {
      res.json(view);
      return;
    }
    res.json({ ...view, receipt: checkReceipt(view, receipt) });
  });

  // The public record (docs/AUDIT.md#the-public-record): open when the verification view is.
  r.get('/showcase/:tag/record', async (req, res) => {
    const cohort = await findCohort(s.orm.em.fork(), parseCohortTag(req.params.tag));
    if (!cohort) throw notFound('Cohort not found');
    assertVerificationVisible(isStaff(viewerOf(req)), cohort);
    const record = await publicRecord(s.orm, cohort);
    res.set('Content-Disposition', `attachment; filename="${recordFileName(cohort.tag)}"`).json(record);
  });

  // Signed chain heads (docs/AUDIT.md#signed-chain-heads): all public.
  r.get('/audit/public-key', async (_req, res) => {
    await s.chain?.sealNow();
    const keys = await listPublicKeys(s.orm.em.fork());
    if (!keys[0]) throw notFound('No signing key yet');
    res.json({ ...keys[0], keys });
  });

  const cohortOf = async (raw: string) => {
    const cohort = await findCohort(s.orm.em.fork(), parseCohortTag(raw));
    if (!cohort) throw notFound('Cohort not found');
    await s.chain?.sealNow();
    return cohort;
  };

  r.get('/showcase/:tag/head', async (req, res) => {
    const cohort = await cohortOf(req.params.tag);
    const head = await latestHead(s.orm.em.fork(), cohort.tag);
    if (!head) throw notFound('No signed head yet');
    res.json(head);
  });

  r.get('/showcase/:tag/heads', async (req, res) => {
    const cohort = await cohortOf(req.params.tag);
    const limit = one(req.query.limit);
    if (limit !== undefined && !/^\d{1,4}$/.test(limit)) throw badInput('limit must be a whole number');
    const heads = await headFeed(s.orm.em.fork(), cohort.tag, { after: parseAfter(one(req.query.after)), limit: limit ? Number(limit) : undefined });
    res.json({ cohortTag: cohort.tag, heads });
  });

  r.get('/showcase/:tag/heads.atom', async (req, res) => {
    const cohort = await cohortOf(req.params.tag);
    const heads = await headFeed(s.orm.em.fork(), cohort.tag, { newestFirst: true, limit: 100 });
    const base = `${req.protocol}://${req.get('host')}`;
    res
      .status(200)
      .set('Content-Type', 'application/atom+xml; charset=utf-8')
      .send(atomFeed(base, cohort.tag, cohort.name, heads));
  });

  r.post('/audit/verify-head', async (req, res) => {
    res.json(await verifySavedHeads(s.orm, parseSavedHeads(req.body)));
  });

  return r;
}

const xml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Atom 1.0 (RFC 4287): one entry per signed head, newest first; each entry's content is the head's JSON. */
export function atomFeed(base: string, tag: string, name: string, heads: SignedHead[]): string {
  const self = `${base}/api/showcase/${tag}/heads.atom`;
  const iso = (at: string) => at.replace(/\.(\d{3})\d{3}Z$/, '.$1Z');
  const updated = heads[0] ? iso(heads[0].at) : new Date(0).toISOString();
  const entries = heads.map(
    (h) => `  <entry>
    <id>urn:fit-chain-head:${xml(h.keyId)}:${xml(h.cohortTag)}:${xml(h.seq)}</id>
    <title>Chain head at position ${xml(h.position)}: ${xml(h.hash.slice(0, 12))}…</title>
    <updated>${xml(iso(h.at))}</updated>
    <link rel="alternate" href="${xml(`${base}/results/${tag}`)}"/>
    <content type="text">${xml(JSON.stringify(h))}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xml(self)}</id>
  <title>${xml(`Signed chain heads: ${name}`)}</title>
  <subtitle>Each entry is a head of the vote history signed by this instance. Save them; check one at ${xml(`${base}/verify`)}.</subtitle>
  <updated>${xml(updated)}</updated>
  <author><name>Found-in-Two</name></author>
  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>
  <link rel="alternate" type="application/json" href="${xml(`${base}/api/showcase/${tag}/heads`)}"/>
${entries.join('\n')}
</feed>
`;
}
