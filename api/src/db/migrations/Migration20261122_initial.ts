import { Migration } from '@mikro-orm/migrations';

/**
 * The event store and the first read models.
 *
 * Ordering scheme (gap safety): every event records the id of the transaction that wrote it
 * (tx_id, xid8). Catch-up readers order by (tx_id, position) and only read rows whose tx_id is
 * below the xmin of their snapshot: every transaction with a lower id has then ended, so no event
 * can later appear before the reader's checkpoint. See api/src/store/event-store.ts.
 */
export class Migration20261122Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table events (
        position bigserial primary key,
        tx_id xid8 not null default pg_current_xact_id(),
        stream_id text not null,
        version integer not null check (version > 0),
        type text not null,
        type_version integer not null default 1,
        data jsonb not null,
        metadata jsonb not null,
        created_at timestamptz not null default now(),
        constraint events_stream_version unique (stream_id, version)
      );`);
    this.addSql(`create index events_tx_position on events (tx_id, position);`);
    this.addSql(`create index events_cohort on events ((data->>'cohortTag'), position) where (data->>'cohortTag') is not null;`);
    this.addSql(`create index events_cohort_tag on events ((data->>'tag'), position) where (data->>'tag') is not null;`);
    // Append-only: the application can never update or delete an event.
    this.addSql(`
      create function events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'events are append-only' using errcode = 'P0001';
      end $$;`);
    this.addSql(`create trigger events_no_update before update or delete on events for each row execute function events_append_only();`);
    this.addSql(`create trigger events_no_truncate before truncate on events for each statement execute function events_append_only();`);

    this.addSql(`
      create table teams (
        id uuid primary key,
        code text not null,
        name text not null,
        avatar_icon text,
        current_phase integer not null default 1,
        cohort_tag text,
        access_token text not null,
        submitted_website_url text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint teams_code unique (code)
      );`);
    this.addSql(`create index teams_cohort on teams (cohort_tag);`);
    this.addSql(`create unique index teams_access_token on teams (access_token);`);
    this.addSql(`
      create table phase_data (
        team_id uuid not null,
        phase_number integer not null,
        data jsonb not null,
        updated_at timestamptz not null,
        primary key (team_id, phase_number)
      );`);
    this.addSql(`
      create table cohorts (
        tag text primary key,
        name text not null,
        description text,
        voting_open boolean not null default false,
        results_visible boolean not null default false,
        archived boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table ballots (
        cohort_tag text not null,
        voter_team_id uuid not null,
        votes jsonb not null,
        receipt text not null,
        position bigint not null,
        cast_at timestamptz not null,
        primary key (cohort_tag, voter_team_id)
      );`);
    this.addSql(`
      create table tallies (
        cohort_tag text not null,
        team_id uuid not null,
        points integer not null,
        r1 integer not null,
        r2 integer not null,
        r3 integer not null,
        primary key (cohort_tag, team_id)
      );`);
    this.addSql(`
      create table admins (
        username text primary key,
        password_hash text not null,
        role text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
  }
}
