import { Migration } from '@mikro-orm/migrations';

/**
 * The session view's read model (api/src/projections/session): moments of a session, and edits
 * per team per minute. Both are folded from the log like every read model; on a database that
 * already holds events, an online rebuild of `session_marks,session_minutes` fills them.
 */
export class Migration20261126Session extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table session_marks (
        stream_id text not null,
        version integer not null,
        at timestamptz not null,
        cohort_tag text null,
        team_id uuid null,
        kind text not null,
        phase integer null,
        ref text null,
        detail text null,
        agenda jsonb null,
        primary key (stream_id, version)
      );`);
    this.addSql(`create index session_marks_cohort on session_marks (cohort_tag) where cohort_tag is not null;`);
    this.addSql(`create index session_marks_team on session_marks (team_id, at) where team_id is not null;`);
    this.addSql(`
      create table session_minutes (
        team_id uuid not null,
        minute integer not null, -- whole minutes since the epoch
        edits integer not null,
        primary key (team_id, minute)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table session_minutes;`);
    this.addSql(`drop table session_marks;`);
  }
}
