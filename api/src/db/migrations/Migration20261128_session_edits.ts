import { Migration } from '@mikro-orm/migrations';

/**
 * The session view's edits to the millisecond (session_edits), in place of per minute
 * (session_minutes): the room at a moment counts the edits made by then, not the whole minute
 * that holds it. Filled here from the events already stored (co-editing updates and saves, by
 * their metadata.at), so no rebuild is needed; per-minute counts are sums of it.
 */
export class Migration20261128SessionEdits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table session_edits (
        team_id uuid not null,
        at_ms bigint not null, -- milliseconds since the epoch
        edits integer not null,
        primary key (team_id, at_ms)
      );`);
    this.addSql(`
      insert into session_edits (team_id, at_ms, edits)
      select (data->>'teamId')::uuid, floor(extract(epoch from (metadata->>'at')::timestamptz) * 1000)::bigint, count(*)
      from events where type in ('PhaseDocUpdated', 'PhaseDataSaved')
      group by 1, 2;`);
    this.addSql(`drop table session_minutes;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create table session_minutes (
        team_id uuid not null,
        minute integer not null,
        edits integer not null,
        primary key (team_id, minute)
      );`);
    this.addSql(`insert into session_minutes select team_id, floor(at_ms / 60000)::integer, sum(edits) from session_edits group by 1, 2;`);
    this.addSql(`drop table session_edits;`);
  }
}
