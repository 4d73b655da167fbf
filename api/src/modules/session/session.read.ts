import type { EntityManager } from '@mikro-orm/postgresql';
import { editsPerMinute, notFound, MINUTE_MS, type AgendaEvent, type SessionData, type SessionMark, type SessionMarkKind } from '@fit/events';
import { executeBound } from '../../projections/projection.js';

/**
 * A cohort's session as both doors answer it (docs/API.md#session-view): the moments of the
 * session read model in log order, the cohort's teams (every team that was ever in it), and
 * their edits: per minute as dense series, and each edit's time. The page, REST clients and the tests compute the
 * timeline, the time per phase and the room at any moment from it with events/src/session.
 */
export interface SessionView extends SessionData {
  serverTime: string;
}

interface MarkRow {
  at: string;
  kind: SessionMarkKind;
  team_id: string | null;
  phase: number | null;
  ref: string | null;
  detail: string | null;
  agenda: AgendaEvent | null;
}

/** Refuses an unknown cohort as readSession does, without reading its session. */
export async function requireSessionCohort(em: EntityManager, tag: string): Promise<void> {
  const [cohort] = await executeBound(em, 'select 1 from cohorts where tag = ?', [tag]);
  if (!cohort) throw notFound('Cohort not found');
}

export async function readSession(em: EntityManager, tag: string, now: Date = new Date()): Promise<SessionView> {
  await requireSessionCohort(em, tag);
  // The cohort's own marks, and every mark of a team that ever joined it: by time, and those of
  // the same millisecond in log order.
  const marks = await executeBound<MarkRow>(
    em,
    `with members as (select distinct team_id from session_marks where cohort_tag = ? and kind = 'joined')
     select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, kind, team_id, phase, ref, detail, agenda
     from session_marks
     where cohort_tag = ? or team_id in (select team_id from members)
     order by session_marks.at, session_marks.position`,
    [tag, tag],
  );
  const ids = [...new Set(marks.filter((m) => m.kind === 'joined' && m.ref === tag).map((m) => m.team_id!))];
  const teams = ids.length
    ? await executeBound<{ teamId: string; code: string; name: string; erased: boolean }>(
        em,
        'select id as "teamId", code, name, erased_at is not null as erased from teams where id = any(?::uuid[]) order by name, code',
        [ids],
      )
    : [];
  // One row per team: its edits' milliseconds as one array (PostgreSQL's bigint[] text, read as
  // a JSON list of numbers) taken in the primary key's order, and beside it the few milliseconds
  // that hold more than one edit, from their own partial index: two index-only scans per team,
  // no sort. Reading a full day's rows one by one, as [ms, edits] pairs, or grouped and sorted,
  // cost several times as much in the database and in parsing (docs/PERFORMANCE.md).
  const edits = ids.length
    ? await executeBound<{ team_id: string; ms: string; repeats: string }>(
        em,
        `select t.id as team_id,
                array(select at_ms from session_edits e where e.team_id = t.id order by at_ms)::text as ms,
                array(select array[at_ms, edits] from session_edits e where e.team_id = t.id and edits > 1 order by at_ms)::text as repeats
         from unnest(?::uuid[]) as t(id)`,
        [ids],
      )
    : [];
  return {
    cohortTag: tag,
    teams,
    marks: marks.map((m): SessionMark => ({ at: m.at, kind: m.kind, teamId: m.team_id, phase: m.phase, ref: m.ref, detail: m.detail, agenda: m.agenda })),
    ...editSeries(
      teams.map((t) => t.teamId),
      edits.map((r) => ({
        teamId: r.team_id,
        ms: JSON.parse(`[${r.ms.slice(1, -1)}]`) as number[],
        repeats: JSON.parse(`[${r.repeats.slice(1, -1).replaceAll('{', '[').replaceAll('}', ']')}]`) as [number, number][],
      })),
    ),
    serverTime: now.toISOString(),
  };
}

/**
 * Each team's edits from the milliseconds it edited in (ascending) and how many edits the
 * milliseconds with more than one held: each edit's time as ms after the first minute anyone
 * edited, and per minute from there (editsPerMinute, the rule the page's live updates use too).
 */
function editSeries(teamIds: string[], rows: { teamId: string; ms: number[]; repeats: [number, number][] }[]): Pick<SessionData, 'firstMinute' | 'edits'> {
  const all = rows.flatMap((r) => (r.ms.length ? [r.ms[0]!] : []));
  if (all.length === 0) return { firstMinute: null, edits: teamIds.map((teamId) => ({ teamId, perMinute: [], times: [] })) };
  const first = Math.floor(Math.min(...all) / MINUTE_MS) * MINUTE_MS;
  const times = new Map(teamIds.map((id) => [id, [] as number[]]));
  for (const r of rows) {
    const many = new Map(r.repeats);
    const team: number[] = [];
    for (const ms of r.ms) for (let i = many.get(ms) ?? 1; i > 0; i--) team.push(ms - first);
    times.set(r.teamId, team);
  }
  return { firstMinute: new Date(first).toISOString(), edits: editsPerMinute(teamIds.map((teamId) => ({ teamId, times: times.get(teamId)! }))) };
}
