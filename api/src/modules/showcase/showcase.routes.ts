import { Router, type Request } from 'express';
import { notFound, parseCohortTag, parseVotes } from '@fit/events';
import type { Services } from '../../context.js';
import { metadataOf } from '../../http/request.js';
import { isAdmin, requireTeamSession, viewerOf } from '../../auth/viewer.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { parseTeamId } from '../teams/handle.js';
import { showcaseTeams, findBallot, assertResultsVisible, resultRowsFor } from './showcase.read.js';
import { assertMaySeeBallot } from './showcase.access.js';
import { cachedCohortResults } from './results-cache.js';
import { castBallot } from './handle.js';

const votesJson = (votes: { votedForTeamId: string; rank: number }[]) => votes.map((v) => ({ voted_for_team_id: v.votedForTeamId, rank: v.rank }));

/**
 * The REST ballot, `[{voted_for_team_id, rank}]` (camelCase accepted too, for GraphQL-shaped
 * clients), in the domain's spelling; anything that is not an item object is left for
 * parseVotes to refuse with the same message as GraphQL's.
 */
const fromRestVotes = (raw: unknown): unknown =>
  Array.isArray(raw)
    ? raw.map((v: unknown) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
        const item = v as Record<string, unknown>;
        return { votedForTeamId: item.voted_for_team_id ?? item.votedForTeamId, rank: item.rank };
      })
    : raw;

export function showcaseRouter(s: Services) {
  const r = Router();

  const cohortOr404 = async (tag: string) => {
    const cohort = await findCohort(s.orm.em.fork(), parseCohortTag(tag));
    if (!cohort) throw notFound('Cohort not found');
    return cohort;
  };

  r.get('/showcase/:tag', async (req, res) => {
    const cohort = await cohortOr404(req.params.tag);
    res.json(await showcaseTeams(s.orm.em.fork(), cohort.tag));
  });

  // A team's own ballot: only that team's session (or an admin) may read it.
  const ownBallot = async (req: Request, tag: string, rawTeamId: unknown) => {
    const cohort = await cohortOr404(tag);
    const teamId = parseTeamId(rawTeamId);
    assertMaySeeBallot(viewerOf(req), teamId);
    const ballot = await findBallot(s.orm.em.fork(), cohort.tag, teamId);
    return ballot ? votesJson(ballot.votes) : [];
  };

  r.get('/showcase/:tag/vote', async (req, res) => {
    res.json(await ownBallot(req, req.params.tag, req.query.team_id));
  });

  r.get('/showcase/:tag/votes/:teamId', async (req, res) => {
    res.json(await ownBallot(req, req.params.tag, req.params.teamId));
  });

  const ballotOf = (req: Request) => ({
    voterTeamId: requireTeamSession(viewerOf(req)),
    cohortTag: parseCohortTag(req.params.tag),
    votes: parseVotes(fromRestVotes(req.body?.votes)),
  });

  r.post('/showcase/:tag/vote', async (req, res) => {
    const ballot = await castBallot(s, metadataOf(req), ballotOf(req));
    res.status(201).json({ message: 'Votes submitted successfully', receipt: ballot.receipt, votes: votesJson(ballot.votes) });
  });

  // Replaces the team's ballot while voting is open: a new receipt; the one it replaces no longer counts.
  r.put('/showcase/:tag/vote', async (req, res) => {
    const ballot = await castBallot(s, metadataOf(req), ballotOf(req), 'ChangeBallot');
    res.json({ message: 'Ballot changed', receipt: ballot.receipt, votes: votesJson(ballot.votes) });
  });

  // Hidden until the instructor reveals them (admins may look before); during a presented reveal, what its stage shows.
  r.get('/showcase/:tag/results', async (req, res) => {
    const found = await cachedCohortResults(s, parseCohortTag(req.params.tag));
    if (!found) throw notFound('Cohort not found');
    const admin = isAdmin(viewerOf(req));
    assertResultsVisible(admin, found.cohort);
    res.json(resultRowsFor(admin, found.cohort, found.rows));
  });

  return r;
}
