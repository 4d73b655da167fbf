import type { EntityManager } from '@mikro-orm/postgresql';
import { buildProgressExport } from '../modules/export/export.js';
import type { JobHandler, JobServices } from './types.js';

/**
 * The CSV export as a job: the one builder behind GET /api/admin/export too
 * (buildProgressExport), its file kept in PostgreSQL (export_files) so any instance can hand it
 * out. Idempotent: a retry overwrites the same row.
 */
export const exportHandler =
  (s: Pick<JobServices, 'orm'>): JobHandler =>
  async (ctx) => {
    const em = s.orm.em.fork();
    await ctx.progress({ stage: 'reading', processed: 0, total: 0, percent: 5 });
    const { fileName, csv, rows } = await buildProgressExport(em, new Date(), (n) => ctx.progress({ stage: 'writing', processed: n, total: n, percent: 80 }));
    await em.execute(
      `insert into export_files (job_id, file_name, csv, rows) values (?, ?, ?, ?)
     on conflict (job_id) do update set file_name = excluded.file_name, csv = excluded.csv, rows = excluded.rows, created_at = now()`,
      [ctx.id, fileName, csv, rows],
    );
    await ctx.progress({ stage: 'done', processed: rows, total: rows, percent: 100 });
    return { rows, fileName };
  };

export interface ExportFile {
  jobId: string;
  fileName: string;
  csv: string;
  rows: number;
  createdAt: Date;
}

export async function readExportFile(em: EntityManager, jobId: string): Promise<ExportFile | null> {
  const [row] = await em.execute<{ job_id: string; file_name: string; csv: string; rows: number; created_at: Date }[]>(
    `select job_id, file_name, csv, rows, created_at from export_files where job_id = ?`,
    [jobId],
  );
  return row ? { jobId: row.job_id, fileName: row.file_name, csv: row.csv, rows: row.rows, createdAt: new Date(row.created_at) } : null;
}
