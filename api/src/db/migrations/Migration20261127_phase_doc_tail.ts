import { Migration } from '@mikro-orm/migrations';

/**
 * The phase_data row's `doc` is a snapshot written every so many versions, and loads
 * read the events after `doc_version` beside it. `doc_tail_bytes` is the size of those events'
 * updates (base64), so a snapshot is also written when the tail has grown large (a few big
 * pastes) rather than only by counting versions. Rows from before count from 0.
 */
export class Migration20261127PhaseDocTail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table phase_data add column doc_tail_bytes integer not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table phase_data drop column doc_tail_bytes;`);
  }
}
