import { Migration } from '@mikro-orm/migrations';

/**
 * Personal data sealed in the log (docs/PRIVACY.md):
 *
 * - data_keys: one data key per subject (a team, an instructor, a judge), wrapped by a master
 *   key. Erasing a subject sets `wrapped` to null for good; the row stays, so no new key can be
 *   made for an erased subject and its later events are refused.
 * - teams.erased_at, teams.erasure_requested_at; cohorts.archived_at, cohorts.retention_days:
 *   what the erasure, the team's request and the retention job read.
 * - The append-only trigger lets one thing through: the one-time rewrite of events stored before
 *   sealing into their sealed form (privacy/seal-log.ts), by a transaction that names it in
 *   `fit.log_rewrite`, changing data and metadata only. Every row it rewrites is recorded in the
 *   chain by a StoredFormRewritten event (docs/AUDIT.md#the-log-sealed-once); nothing else may.
 *   log_rewrites says when it last found nothing left, so a start need not search again.
 */
export class Migration20261128Privacy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table data_keys (
        subject text primary key,
        wrapped text,
        master_key_id text,
        created_at timestamptz not null default now(),
        erased_at timestamptz
      );`);
    this.addSql(`create table log_rewrites (rewrite text primary key, rows integer not null, finished_at timestamptz not null default now());`);
    this.addSql(`alter table teams add column erased_at timestamptz, add column erasure_requested_at timestamptz;`);
    this.addSql(`alter table cohorts add column archived_at timestamptz, add column retention_days integer;`);
    this.addSql(`
      create or replace function events_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and current_setting('fit.log_rewrite', true) = 'seal-personal/v1'
           and new.position = old.position and new.stream_id = old.stream_id and new.version = old.version
           and new.type = old.type and new.type_version = old.type_version and new.tx_id = old.tx_id
           and new.created_at = old.created_at then
          return new;
        end if;
        raise exception 'events are append-only' using errcode = 'P0001';
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'events are append-only' using errcode = 'P0001';
      end $$;`);
    this.addSql(`alter table cohorts drop column archived_at, drop column retention_days;`);
    this.addSql(`alter table teams drop column erased_at, drop column erasure_requested_at;`);
    this.addSql(`drop table log_rewrites;`);
    this.addSql(`drop table data_keys;`);
  }
}
