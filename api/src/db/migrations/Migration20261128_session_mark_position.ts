import { Migration } from '@mikro-orm/migrations';

/**
 * Each session mark's global position in the log, so marks made in the same millisecond are
 * read in log order (by time, then position) rather than by their streams' names. Filled here
 * for the marks already kept.
 */
export class Migration20261128SessionMarkPosition extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table session_marks add column position bigint;`);
    this.addSql(`update session_marks m set position = e.position from events e where e.stream_id = m.stream_id and e.version = m.version;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table session_marks drop column position;`);
  }
}
