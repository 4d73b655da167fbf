import { Migration } from '@mikro-orm/migrations';

/**
 * Phase answers become collaborative documents (Yjs). The phase_data read model keeps the
 * merged document beside its field values: `doc` is the compacted Yjs state (base64) and
 * `doc_version` the version of the phase document's stream it includes, so loading a phase
 * reads one row however long it has been edited. Rows from older saves have no doc yet; the
 * first update builds it from their data (see legacyDoc in events/).
 */
export class Migration20261123PhaseDocs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table phase_data add column doc text, add column doc_version integer not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table phase_data drop column doc, drop column doc_version;`);
  }
}
