import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { BALLOT_EVENT_TYPES, badInput, latestBallots, notFound, tallyResults, teamStreamId, UNKNOWN_TEAM_NAME, type ResultRow, type TallyTeam } from '@fit/events';
import { openRows } from '../../store/event-store.js';
import type { StoredEvent } from '../../store/types.js';
import { chainHead, receiptFingerprint, sealChain, type ChainHead } from '../../store/chain.js';
import { teamsProjection } from '../../projections/teams/teams.projection.js';
import { cohortsProjection } from '../../projections/cohorts/cohorts.projection.js';
import type { TeamRow } from '../../projections/teams/team.entity.js';
import type { CohortRow } from '../../projections/cohorts/cohort.entity.js';

/**
 * The audit replay: vote history, results as of a position or time, and the public
 * verification view — all computed from the events, never from the read models. Reads follow
 * the gap-safe order (tx_id, position) below the snapshot's xmin, so a prefix of the log, once
 * seen, never changes. Team names and cohort flags are folded by the live projections' own
 * evolve functions; results are ranked by the one tally of events/.
 */

export const FLAG_TYPES = ['VotingOpened', 'VotingClosed', 'ResultsRevealed', 'ResultsHidden', 'CohortArchived', 'CohortRestored'] as const;
const COHORT_TYPES = ['CohortCreated', 'CohortDetailsChanged', ...FLAG_TYPES];
const TEAM_IDENTITY_TYPES = ['TeamCreated', 'TeamAvatarChanged', 'WebsiteSubmitted', 'TeamErased'];
/** A team's erasure: it names no one, and the history lists it among the cohort's ballots and flags. */
const ERASURE_TYPE = 'TeamErased';

// The replay keeps time by metadata.at (when the command was handled), so created_at is not read.
const COLUMNS = `position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version, data, metadata, '' as created_at`;

/** Where a replay stops: the head, after the event at a position, or at a time. */
export type Bound =
  { kind: 'head' } | { kind: 'chain'; txId: string; position: string } | { kind: 'position'; position: string; txId: string | null } | { kind: 'at'; at: string };

export function boundSql(b: Bound): { sql: string; params: unknown[] } {
  switch (b.kind) {
    case 'head':
      return { sql: '', params: [] };
    case 'chain':
      return { sql: `and (tx_id, position) <= (?::text::xid8, ?::bigint)`, params: [b.txId, b.position] };
    case 'position':
      return b.txId
        ? { sql: `and (tx_id, position) <= (?::text::xid8, ?::bigint)`, params: [b.txId, b.position] }
        : { sql: `and position <= ?::bigint`, params: [b.position] };
    case 'at':
      return { sql: `and (metadata->>'at')::timestamptz <= ?::timestamptz`, params: [b.at] };
  }
}

/** Resolves ?position= / ?at= into a bound; position wins when both are given. */
export async function boundOf(em: EntityManager, position?: string | null, at?: string | Date | null): Promise<Bound> {
  if (position !== undefined && position !== null && position !== '') {
    if (!/^\d{1,18}$/.test(String(position))) throw badInput('position must be a whole number');
    const [row] = await em.execute<{ tx_id: string }[]>(`select tx_id::text as tx_id from events where position = ?::bigint`, [String(position)]);
    return { kind: 'position', position: String(position), txId: row?.tx_id ?? null };
  }
  if (at !== undefined && at !== null && at !== '') {
    const d = at instanceof Date ? at : new Date(String(at));
    if (Number.isNaN(d.getTime())) throw badInput('at must be an ISO-8601 time');
    return { kind: 'at', at: d.toISOString() };
  }
  return { kind: 'head' };
}

export const byLogOrder = (a: StoredEvent, b: StoredEvent) => {
  const ta = BigInt(a.txId),
    tb = BigInt(b.txId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  const pa = BigInt(a.position),
    pb = BigInt(b.position);
  return pa < pb ? -1 : pa > pb ? 1 : 0;
};

/** Events of other streams that name the cohort in `data.cohortTag`: its ballots, and the erasure of one of its teams. */
const taggedElsewhere = (type: string) => BALLOT_EVENT_TYPES.has(type) || type === ERASURE_TYPE;

export async function cohortEvents(em: EntityManager, tag: string, types: readonly string[], bound: Bound): Promise<StoredEvent[]> {
  const b = boundSql(bound);
  const ballotTypes = types.filter(taggedElsewhere);
  const cohortTypes = types.filter((t) => !taggedElsewhere(t));
  const rows = await em.execute<any[]>(
    `select ${COLUMNS} from events
     where tx_id < fit_settled_xid()
       and ((data->>'cohortTag' = ? and type in (select jsonb_array_elements_text(?::jsonb)))
         or (data->>'tag' = ? and stream_id = ? and type in (select jsonb_array_elements_text(?::jsonb))))
       ${b.sql}
     order by events.tx_id, events.position`,
    [tag, JSON.stringify(ballotTypes), tag, `cohort-${tag}`, JSON.stringify(cohortTypes), ...b.params],
  );
  return openRows(em, rows);
}

export async function teamIdentityEvents(em: EntityManager, teamIds: Iterable<string>, bound: Bound): Promise<StoredEvent[]> {
  const streams = [...new Set(teamIds)].map(teamStreamId);
  if (streams.length === 0) return [];
  const b = boundSql(bound);
  const rows = await em.execute<any[]>(
    `select ${COLUMNS} from events
     where stream_id in (select jsonb_array_elements_text(?::jsonb))
       and type in ('TeamCreated', 'TeamAvatarChanged', 'WebsiteSubmitted', 'TeamErased')
       and tx_id < fit_settled_xid()
       ${b.sql}
     order by events.tx_id, events.position`,
    [JSON.stringify(streams), ...b.params],
  );
  return openRows(em, rows);
}

/** Teams' name, avatar and website, folded by the teams projection itself. */
export class TeamFold {
  readonly rows = new Map<string, TeamRow | null>();
  apply(e: StoredEvent) {
    if (!TEAM_IDENTITY_TYPES.includes(e.type) || !teamsProjection.accepts(e)) return;
    const id = e.data.teamId;
    this.rows.set(id, teamsProjection.evolve(this.rows.get(id) ?? null, e, { id }));
  }
  nameOf = (id: string) => this.rows.get(id)?.name ?? null;
  teams(): Map<string, TallyTeam> {
    const out = new Map<string, TallyTeam>();
    for (const [id, r] of this.rows) if (r) out.set(id, { name: r.name, avatarIcon: r.avatar_icon, websiteUrl: r.submitted_website_url, erased: !!r.erased_at });
    return out;
  }
}

const votedTeams = (events: StoredEvent[]) => {
  const ids = new Set<string>();
  for (const e of events)
    if (BALLOT_EVENT_TYPES.has(e.type)) {
      ids.add(e.data.voterTeamId);
      for (const v of e.data.votes) ids.add(v.votedForTeamId);
    }
  return ids;
};

export async function assertCohortExists(em: EntityManager, tag: string) {
  const [row] = await em.execute<{ one: number }[]>(`select 1 as one from events where stream_id = ? and type = 'CohortCreated' limit 1`, [`cohort-${tag}`]);
  if (!row) throw notFound('Cohort not found');
}

export interface HistoryVote {
  rank: number;
  teamId: string;
  teamName: string | null;
}

export interface HistoryEntry {
  position: string;
  /** When the command was handled (event metadata). */
  at: string;
  type: string;
  kind: 'ballot' | 'flag' | 'erasure';
  actor: { kind: string; id: string | null };
  voterTeamId: string | null;
  voterTeamName: string | null;
  votes: HistoryVote[];
  /** An erasure: the team erased (its id only), and why ('instructor', 'request' or 'retention'). */
  erasedTeamId: string | null;
  erasureReason: string | null;
}

/** The chained ballot events of a cohort, first ballots and changes alike. */
const BALLOT_TYPES = [...BALLOT_EVENT_TYPES];

/**
 * Every ballot (first or changed), every flag change and every erasure of one of its teams, in log
 * order, with names as they were then (an erased team's reads as the erased marker throughout:
 * its key is gone for every point of the log).
 */
export async function voteHistory(em: EntityManager, tag: string): Promise<{ cohortTag: string; entries: HistoryEntry[] }> {
  await assertCohortExists(em, tag);
  const events = await cohortEvents(em, tag, [...BALLOT_TYPES, ...FLAG_TYPES, ERASURE_TYPE], { kind: 'head' });
  const teamEvents = await teamIdentityEvents(em, votedTeams(events), { kind: 'head' });
  const merged = [...events.map((e) => ({ e, cohort: true })), ...teamEvents.map((e) => ({ e, cohort: false }))].sort((a, b) => byLogOrder(a.e, b.e));
  const teams = new TeamFold();
  const entries: HistoryEntry[] = [];
  for (const { e, cohort } of merged) {
    if (!cohort) {
      teams.apply(e);
      continue;
    }
    const actor = e.metadata.actor as { kind: string; id?: string };
    const base = { position: e.position, at: e.metadata.at, type: e.type, actor: { kind: actor.kind, id: actor.id ?? null }, erasedTeamId: null, erasureReason: null };
    if (e.type === ERASURE_TYPE) {
      entries.push({ ...base, kind: 'erasure', voterTeamId: null, voterTeamName: null, votes: [], erasedTeamId: e.data.teamId, erasureReason: e.data.reason ?? null });
    } else if (BALLOT_EVENT_TYPES.has(e.type)) {
      entries.push({
        ...base,
        kind: 'ballot',
        voterTeamId: e.data.voterTeamId,
        voterTeamName: teams.nameOf(e.data.voterTeamId),
        votes: [...(e.data.votes as { votedForTeamId: string; rank: number }[])]
          .sort((a, b) => a.rank - b.rank)
          .map((v) => ({ rank: v.rank, teamId: v.votedForTeamId, teamName: teams.nameOf(v.votedForTeamId) })),
      });
    } else {
      entries.push({ ...base, kind: 'flag', voterTeamId: null, voterTeamName: null, votes: [] });
    }
  }
  return { cohortTag: tag, entries };
}

export interface ResultsAsOf {
  cohortTag: string;
  /** The bound asked for (null: the head). */
  position: string | null;
  at: string | null;
  /** The last cohort event the replay included (null: none yet). */
  lastPosition: string | null;
  /** Counted ballots: one per team that voted, its latest. */
  ballotCount: number;
  /** The cohort's flags at that point, folded from its events. */
  votingOpen: boolean;
  resultsVisible: boolean;
  archived: boolean;
  results: ResultRow[];
}

/** The tally as of a bound, by replaying the cohort's events (equal to the live results at the head). */
export async function resultsAsOf(em: EntityManager, tag: string, bound: Bound): Promise<ResultsAsOf> {
  await assertCohortExists(em, tag);
  const events = await cohortEvents(em, tag, [...BALLOT_TYPES, ...COHORT_TYPES], bound);
  const teams = new TeamFold();
  for (const e of await teamIdentityEvents(em, votedTeams(events), bound)) teams.apply(e);
  let cohort: CohortRow | null = null;
  for (const e of events) if (cohortsProjection.accepts(e)) cohort = cohortsProjection.evolve(cohort, e, { tag });
  const ballots = [...latestBallots(events.filter((e) => BALLOT_EVENT_TYPES.has(e.type))).values()].map((e) => e.data);
  return {
    cohortTag: tag,
    position: bound.kind === 'position' ? bound.position : null,
    at: bound.kind === 'at' ? bound.at : null,
    lastPosition: events.at(-1)?.position ?? null,
    ballotCount: ballots.length,
    votingOpen: !!cohort?.voting_open,
    resultsVisible: !!cohort?.results_visible,
    archived: !!cohort?.archived,
    results: tallyResults(ballots, teams.teams()),
  };
}

export interface PublicBallot {
  fingerprint: string;
  ranks: { rank: number; teamId: string; teamName: string }[];
}

export interface PublicVerification {
  cohortTag: string;
  chainHead: { seq: string; hash: string } | null;
  ballotCount: number;
  /** Sorted by fingerprint: a random order that says nothing about who voted or when. */
  ballots: PublicBallot[];
  /** Fingerprints of ballots a team replaced before voting closed (not counted), sorted. */
  replaced: string[];
  tally: ResultRow[];
}

/** A cohort's ballot events sealed under the chain head: each team's latest (counted) and those replaced, with teams' names as of the head. */
export async function sealedBallots(orm: MikroORM, tag: string) {
  await sealChain(orm, { wait: true });
  const em = orm.em.fork();
  const head: ChainHead | null = await chainHead(em);
  const bound: Bound = head ? { kind: 'chain', txId: head.txId, position: head.position } : { kind: 'position', position: '0', txId: null };
  const events = await cohortEvents(em, tag, BALLOT_TYPES, bound);
  const teams = new TeamFold();
  for (const e of await teamIdentityEvents(em, votedTeams(events), bound)) teams.apply(e);
  const latest = latestBallots(events);
  const byFingerprint = (a: { fingerprint: string }, b: { fingerprint: string }) => (a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0);
  const counted = [...latest.values()]
    .map((e) => ({
      event: e,
      fingerprint: receiptFingerprint(e.data.receipt),
      ranks: [...(e.data.votes as { votedForTeamId: string; rank: number }[])]
        .sort((a, b) => a.rank - b.rank)
        .map((v) => ({ rank: v.rank, teamId: v.votedForTeamId, teamName: teams.nameOf(v.votedForTeamId) ?? UNKNOWN_TEAM_NAME })),
    }))
    .sort(byFingerprint);
  const replaced = events
    .filter((e) => latest.get(e.data.voterTeamId) !== e)
    .map((e) => ({ event: e, fingerprint: receiptFingerprint(e.data.receipt) }))
    .sort(byFingerprint);
  return { head, counted, replaced, teams };
}

/**
 * The counted ballots (each team's latest) without voter identity, up to the chain head they
 * are sealed under, the fingerprints of the ballots they replaced, and the tally recomputed from
 * exactly the counted ballots.
 */
export async function publicVerification(orm: MikroORM, tag: string): Promise<PublicVerification> {
  const { head, counted, replaced, teams } = await sealedBallots(orm, tag);
  const ballots = counted.map((b) => ({ fingerprint: b.fingerprint, ranks: b.ranks }));
  const tally = tallyResults(
    ballots.map((b) => ({ votes: b.ranks.map((r) => ({ votedForTeamId: r.teamId, rank: r.rank })) })),
    teams.teams(),
  );
  return {
    cohortTag: tag,
    chainHead: head ? { seq: head.seq, hash: head.hash } : null,
    ballotCount: ballots.length,
    ballots,
    replaced: replaced.map((r) => r.fingerprint),
    tally,
  };
}

export interface ReceiptCheck {
  fingerprint: string;
  /** The ballot with this receipt is counted: its team's latest. */
  counted: boolean;
  /** The ballot with this receipt was replaced by a later ballot of the same team (so not counted). */
  replaced: boolean;
}

/** A receipt against the public verification view: counted, replaced, or unknown (neither). */
export function checkReceipt(view: PublicVerification, receipt: string): ReceiptCheck {
  const fingerprint = receiptFingerprint(receipt);
  return { fingerprint, counted: view.ballots.some((b) => b.fingerprint === fingerprint), replaced: view.replaced.includes(fingerprint) };
}
