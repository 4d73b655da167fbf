import { stringify } from 'csv-stringify/sync';
import { exportFileName, phaseName, teamProgress } from '@fit/events';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listTeams } from '../teams/teams.read.js';
import { unresolvedCounts } from '../feedback/feedback.read.js';
import { categoryColumns } from '../judging/judging.export.js';
import { HEAD_FORMAT } from '../../store/signing.js';

/** Each cohort's latest signed head as JSON text, by cohort tag. */
async function latestHeads(em: EntityManager): Promise<Map<string, string>> {
  const rows = await em.execute<{ seq: string; cohort_tag: string; position: string; hash: string; at: string; key_id: string; signature: string }[]>(
    `select distinct on (cohort_tag) seq::text as seq, cohort_tag, position::text as position, hash, at, key_id, signature
     from chain_heads order by chain_heads.cohort_tag, chain_heads.seq desc`,
  );
  return new Map(
    rows.map((r) => [
      r.cohort_tag,
      JSON.stringify({ format: HEAD_FORMAT, keyId: r.key_id, cohortTag: r.cohort_tag, seq: r.seq, position: r.position, hash: r.hash, at: r.at, signature: r.signature }),
    ]),
  );
}

/**
 * The progress export's columns, in order (docs/API.md#csv-export-columns): these, then one per
 * prize category name (`Category: {name}`), then `Cohort Chain Head`, always the last column.
 */
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
export const LAST_COLUMN = 'Cohort Chain Head';

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
  const heads = await latestHeads(em);
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
      // The cohort's signed chain head, whole (docs/AUDIT.md#signed-chain-heads): paste it into /verify.
      (t.cohortTag && heads.get(t.cohortTag)) ?? '',
    ];
  });
  const csv = stringify([[...EXPORT_COLUMNS, ...categories.headers, LAST_COLUMN], ...rows], {
    record_delimiter: 'windows',
    escape_formulas: true,
    quoted_match: /[",\r\n]/,
  });
  return { fileName: exportFileName(now), csv, rows: rows.length };
}
