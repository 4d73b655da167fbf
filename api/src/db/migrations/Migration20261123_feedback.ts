import { Migration } from '@mikro-orm/migrations';

/**
 * Feedback threads on a team's phase answers: one row per thread, its messages in
 * order as JSON (a thread is short and always read whole), looked up by team.
 */
export class Migration20261123Feedback extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table feedback_threads (
        thread_id uuid primary key,
        team_id uuid not null,
        phase_number integer not null,
        field_id text,
        resolved boolean not null default false,
        messages jsonb not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index feedback_threads_team on feedback_threads (team_id, phase_number);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table feedback_threads;`);
  }
}
