import type { EntityManager } from '@mikro-orm/postgresql';
import { buildWorkbook, ENGLISH_WORKBOOK_WORDS, isoDay, notFound, phaseConfigs, teamStreamId, workbookFileName, workbookMarkdown, type Actor } from '@fit/events';
import { findTeamById, teamJson, type TeamJson } from '../teams/teams.read.js';
import { listPhaseData, phaseDataJson } from '../phase-data/phase-data.read.js';
import { feedbackJson, listThreads } from '../feedback/feedback.read.js';
import { executeBound } from '../../projections/projection.js';
import { openRows } from '../../store/event-store.js';

/**
 * Everything held about one team (docs/PRIVACY.md#export, format `fit-team-export/v1`): what the
 * read models show of it (the team, its answers, its feedback threads), every event of its own
 * streams as the log holds it (opened: names, answers, comments and who edited, with the time of
 * each), and its workbook. The team and its instructors may download it; an erased team's holds
 * only what is left (ids, phases, times, its ballots' ranks).
 */

export const TEAM_EXPORT_FORMAT = 'fit-team-export/v1';

export interface TeamExportEvent {
  position: string;
  streamId: string;
  version: number;
  type: string;
  at: string;
  /** Who made the change: the kind of actor, and for a team member the name their page gave. */
  actor: Actor;
  data: unknown;
}

export interface TeamExport {
  format: typeof TEAM_EXPORT_FORMAT;
  generatedAt: string;
  team: Omit<TeamJson, 'accessToken'>;
  answers: ReturnType<typeof phaseDataJson>[];
  feedback: ReturnType<typeof feedbackJson>[];
  events: TeamExportEvent[];
  workbook: { fileName: string; markdown: string };
}

/** The team's own streams: its team stream, its phase documents, its feedback threads and its ballots. */
async function teamEvents(em: EntityManager, teamId: string): Promise<TeamExportEvent[]> {
  const rows = await executeBound<any>(
    em,
    `select position::text as position, tx_id::text as tx_id, stream_id, version, type, type_version, data, metadata,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
       from events
      where stream_id = ? or stream_id like ? or (type like 'Feedback%' and data->>'teamId' = ?)
         or (type in ('BallotCast', 'BallotChanged') and data->>'voterTeamId' = ?)
      order by events.position`,
    [teamStreamId(teamId), `phasedoc-${teamId}-%`, teamId, teamId],
  );
  return (await openRows(em, rows)).map((e) => ({
    position: e.position,
    streamId: e.streamId,
    version: e.version,
    type: e.type,
    at: e.metadata.at,
    actor: e.metadata.actor,
    data: e.data,
  }));
}

export async function buildTeamExport(em: EntityManager, teamId: string, now: Date = new Date()): Promise<TeamExport> {
  const team = await findTeamById(em, teamId);
  if (!team) throw notFound('Team not found');
  const { accessToken: _, ...json } = teamJson(team, false) as TeamJson;
  const answers = await listPhaseData(em, teamId);
  const threads = await listThreads(em, teamId);
  const book = buildWorkbook({ name: team.name, code: team.code }, Object.fromEntries(answers.map((a) => [a.phaseNumber, a.data])), now, phaseConfigs);
  return {
    format: TEAM_EXPORT_FORMAT,
    generatedAt: now.toISOString(),
    team: json,
    answers: answers.map(phaseDataJson),
    feedback: threads.map(feedbackJson),
    events: await teamEvents(em, teamId),
    workbook: { fileName: workbookFileName(team.code, now), markdown: workbookMarkdown(book, ENGLISH_WORKBOOK_WORDS) },
  };
}

export const teamExportFileName = (code: string, now: Date) => `team-${code}-${isoDay(now)}.json`;
