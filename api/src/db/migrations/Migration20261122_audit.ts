import { Migration } from '@mikro-orm/migrations';

/**
 * Audit and background jobs.
 *
 * - event_chain: the tamper-evidence hash chain over the whole log, one row per event in the
 *   gap-safe catch-up order (tx_id, position); see api/src/store/chain.ts.
 * - rebuild_runs: checkpoints of online read-model rebuilds, so an interrupted one resumes.
 * - export_files: finished CSV exports, readable from any instance.
 */
export class Migration20261122Audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table event_chain (
        seq bigint primary key,
        position bigint not null,
        tx_id xid8 not null,
        stream_id text not null,
        version integer not null,
        cohort_tag text,
        content_hash text not null,
        prev_hash text not null,
        hash text not null,
        sealed_at timestamptz not null default now(),
        constraint event_chain_position unique (position)
      );`);
    this.addSql(`create index event_chain_cohort on event_chain (cohort_tag, seq) where cohort_tag is not null;`);
    // The audit replay reads each team's identity (name, avatar, website) from its stream:
    // only these event types, not its many autosaves.
    this.addSql(`create index events_team_identity on events (stream_id, tx_id, position) where type in ('TeamCreated', 'TeamAvatarChanged', 'WebsiteSubmitted');`);
    this.addSql(`
      create table rebuild_runs (
        id text primary key,
        models text[] not null,
        state text not null,
        checkpoint_tx_id xid8 not null default '0',
        checkpoint_position bigint not null default 0,
        events bigint not null default 0,
        started_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        finished_at timestamptz
      );`);
    this.addSql(`
      create table export_files (
        job_id text primary key,
        file_name text not null,
        csv text not null,
        rows integer not null,
        created_at timestamptz not null default now()
      );`);
  }
}
