import { stringify } from 'csv-stringify/sync';
import { exportFileName, phaseName, teamProgress } from '@fit/events';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listTeams } from '../teams/teams.read.js';
import { unresolvedCounts } from '../feedback/feedback.read.js';
import { categoryColumns } from '../judging/judging.export.js';

/** The columns of the progress export, in order (documented in docs/API.md). */
export const EXPORT_COLUMNS = [
  'Team Code',
  'Team Name',
  'Cohort',
  'Current Phase',
  'Current Phase Name',
  'Phases Completed',
  'Progress (%)',
  'Website URL',
  'Created At',
  'Last Updated',
  'Unresolved Feedback',
] as const;

export interface ProgressExport {
  fileName: string;
  csv: string;
  /** Team rows (the header not counted). */
  rows: number;
}

/**
 * The progress export, the one builder behind both doors: GET /api/admin/export answers it at
 * once, the export job stores it for later. One row per team, RFC 4180 quoting (CRLF line
 * ends), and every cell that a spreadsheet would read as a formula (= + - @ tab CR) prefixed
 * with an apostrophe. `onRead` reports the team count before the file is written out.
 */
export async function buildProgressExport(em: EntityManager, now: Date, onRead?: (rows: number) => Promise<void>): Promise<ProgressExport> {
  const teams = await listTeams(em);
  await onRead?.(teams.length);
  const unresolved = await unresolvedCounts(em);
  const categories = await categoryColumns(em);
  const rows = teams.map((t) => {
    const progress = teamProgress(t);
    return [
      t.code,
      t.name,
      t.cohortTag ?? '',
      t.currentPhase,
      phaseName(t.currentPhase),
      progress.label,
      progress.percent,
      t.submittedWebsiteUrl ?? '',
      new Date(t.createdAt).toISOString(),
      new Date(t.updatedAt).toISOString(),
      unresolved.get(t.id) ?? 0,
      ...categories.cellsOf(t.id),
    ];
  });
  const csv = stringify([[...EXPORT_COLUMNS, ...categories.headers], ...rows], { record_delimiter: 'windows', escape_formulas: true, quoted_match: /[",\r\n]/ });
  return { fileName: exportFileName(now), csv, rows: rows.length };
}
