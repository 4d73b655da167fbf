import { Migration } from '@mikro-orm/migrations';

/**
 * The few milliseconds in which a team made more than one edit, in an index of their own: the
 * session view reads each team's edit times straight from the primary key's order (an
 * index-only scan, no sort) and its repeats from this one, instead of scanning and sorting every
 * team's rows to find them (a full day: 48 ms instead of 190 ms, docs/PERFORMANCE.md).
 */
export class Migration20261207SessionEditRepeats extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index session_edits_repeats on session_edits (team_id, at_ms) include (edits) where edits > 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index session_edits_repeats;`);
  }
}
