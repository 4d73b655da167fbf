import { Migration } from '@mikro-orm/migrations';

/**
 * The instructor-driven results show becomes cohort state (RevealStepped / RevealReleased):
 * reveal_stage is null while no instructor drives it (pages reveal on their own click), else
 * 0..3; reveal_rehearsal marks a show on sample data. No event before this migration sets
 * them, so existing rows are already correct with the defaults.
 */
export class Migration20261123RevealStage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table cohorts add column reveal_stage smallint, add column reveal_rehearsal boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table cohorts drop column reveal_stage, drop column reveal_rehearsal;`);
  }
}
