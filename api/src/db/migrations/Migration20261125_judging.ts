import { Migration } from '@mikro-orm/migrations';

/**
 * Judging: one row per cohort holding its folded judging state (categories, judges,
 * assignments, latest scores) as JSON — read whole by every screen that shows it. A judge's
 * secret link is looked up by containment in the judges list (GIN index).
 */
export class Migration20261125Judging extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table judging (
        cohort_tag text primary key,
        state jsonb not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index judging_judges on judging using gin ((state->'judges') jsonb_path_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table judging;`);
  }
}
