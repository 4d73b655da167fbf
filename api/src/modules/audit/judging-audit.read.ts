import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  categoryResults,
  countedScores,
  initialJudgingState,
  judgingDecider,
  judgingStreamId,
  JUDGING_EVENT_TYPES,
  type CategoryResult,
  type JudgingEvent,
  type JudgingState,
} from '@fit/events';
import { openRows } from '../../store/event-store.js';
import { chainHead, sealChain, sha256 } from '../../store/chain.js';
import { boundSql, resultsAsOf, TeamFold, teamIdentityEvents, assertCohortExists, type Bound } from './audit.read.js';

/*
 * The audit of the prize categories: every category recomputed from the chained
 * events — the judging stream's categories, judges, assignments and scores folded by the judging
 * decider's own evolve, the peer results by the ballot audit (resultsAsOf) — and ranked by the
 * one category computation of events/src/judging/results.ts.
 */

const COLUMNS = `position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version, data, metadata, '' as created_at`;

/** The judging stream's events up to a bound, in the gap-safe log order. */
async function judgingEvents(em: EntityManager, tag: string, bound: Bound) {
  const b = boundSql(bound);
  const rows = await em.execute<any[]>(
    `select ${COLUMNS} from events
     where stream_id = ? and type in (select jsonb_array_elements_text(?::jsonb))
       and tx_id < fit_settled_xid()
       ${b.sql}
     order by events.tx_id, events.position`,
    [judgingStreamId(tag), JSON.stringify(JUDGING_EVENT_TYPES), ...b.params],
  );
  return openRows(em, rows);
}

export interface CategoryResultsAsOf {
  cohortTag: string;
  /**
   * The last event the replay included, judging event or ballot (null: none yet): asking for
   * this position again gives the same categories.
   */
  lastPosition: string | null;
  /** Score events replayed (every revision counts here; only the latest of each counts in the results). */
  scoreEvents: number;
  categories: CategoryResult[];
}

/** The later of two event positions (bigints as text); null only when both are. */
const latestPosition = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : BigInt(a) >= BigInt(b) ? a : b);

/** The judging state as of a bound, folded from its events, and the teams it names. */
async function judgingAsOf(em: EntityManager, tag: string, bound: Bound) {
  const events = await judgingEvents(em, tag, bound);
  let state: JudgingState = { ...initialJudgingState(), cohortTag: tag };
  for (const e of events) state = judgingDecider.evolve(state, { type: e.type, data: e.data } as JudgingEvent);
  return { events, state };
}

/** Every category's result as of a bound, recomputed from the events (equal to the live category results at the head). */
export async function categoryResultsAsOf(em: EntityManager, tag: string, bound: Bound): Promise<CategoryResultsAsOf> {
  await assertCohortExists(em, tag);
  const { events, state } = await judgingAsOf(em, tag, bound);
  const peerAsOf = await resultsAsOf(em, tag, bound);
  const peer = peerAsOf.results;
  const teams = new TeamFold();
  const ids = new Set([...peer.map((r) => r.teamId), ...Object.values(state.assignments).flat(), ...state.scores.map((s) => s.teamId)]);
  for (const e of await teamIdentityEvents(em, ids, bound)) teams.apply(e);
  return {
    cohortTag: tag,
    lastPosition: latestPosition(events.at(-1)?.position ?? null, peerAsOf.lastPosition),
    scoreEvents: events.filter((e) => e.type === 'TeamScored').length,
    categories: categoryResults(state, peer, teams.teams()),
  };
}

export interface PublicJuryScore {
  /** First 16 hex digits of sha256(judge id): tells judges apart without naming them. */
  judge: string;
  categoryId: string;
  teamId: string;
  scores: number[];
}

export interface PublicCategoryVerification {
  cohortTag: string;
  chainHead: { seq: string; hash: string } | null;
  /** The counted jury scores (each judge's latest, for teams assigned to them), sorted; anyone can recompute the jury scores from them. */
  juryScores: PublicJuryScore[];
  categories: CategoryResult[];
}

/** The counted jury scores and every category recomputed from the events sealed under the chain head. */
export async function publicCategoryVerification(orm: MikroORM, tag: string): Promise<PublicCategoryVerification> {
  await sealChain(orm, { wait: true });
  const em = orm.em.fork();
  const head = await chainHead(em);
  const bound: Bound = head ? { kind: 'chain', txId: head.txId, position: head.position } : { kind: 'position', position: '0', txId: null };
  const { state } = await judgingAsOf(em, tag, bound);
  const { categories } = await categoryResultsAsOf(em, tag, bound);
  const juryScores = countedScores(state)
    .map((s) => ({ judge: sha256(s.judgeId).slice(0, 16), categoryId: s.categoryId, teamId: s.teamId, scores: s.scores }))
    .sort((a, b) => (a.categoryId + a.teamId + a.judge < b.categoryId + b.teamId + b.judge ? -1 : 1));
  return { cohortTag: tag, chainHead: head ? { seq: head.seq, hash: head.hash } : null, juryScores, categories };
}
