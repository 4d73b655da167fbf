import { Migration } from '@mikro-orm/migrations';

/**
 * A cohort's agenda, hold, last bring and live announcements: one row per cohort
 * holding the folded agenda stream (events/src/agenda), which is short and always read whole.
 */
export class Migration20261125Agenda extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table agendas (
        tag text primary key,
        state jsonb not null,
        updated_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table agendas;`);
  }
}
