import { Migration } from '@mikro-orm/migrations';

/**
 * The link rule each chain row was sealed with (events/src/audit/chain-rule.ts): 1 for every
 * row sealed before this migration (its hash covers the whole event, so only the server can
 * recompute it), 2 for rows sealed from now on (its hash covers its content hash, which the
 * public record publishes, so any verifier recomputes it). Rows are never re-sealed: their
 * hashes are signed.
 */
export class Migration20261128ChainLink extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table event_chain add column link smallint not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table event_chain drop column link;`);
  }
}
