import { Migration } from '@mikro-orm/migrations';

/**
 * fit_settled_xid(): the transaction id below which no transaction of this database can still
 * commit an event — what the chain sealer, the audit reads, the catch-up reader and the online
 * rebuild read the log up to (`tx_id < fit_settled_xid()`).
 *
 * It was `pg_snapshot_xmin(pg_current_snapshot())`, the oldest transaction still running in the
 * whole server: a transaction of another database on the same PostgreSQL (another app, a test
 * run, a long report) held every read of this log back while it ran. Now the running
 * transactions of other databases are left out: an id of the snapshot's in-progress list counts
 * unless pg_stat_activity shows it belongs to a backend of another database (one that has ended
 * since the snapshot, or that pg_stat_activity does not show this role, still counts: a later
 * horizon is never wrong, only later).
 */
export class Migration20261126SettledXid extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function fit_settled_xid() returns xid8 language sql stable as $$
        select coalesce(
          (select min(x::text::bigint)
             from pg_snapshot_xip(pg_current_snapshot()) as x
            where not exists (
              select 1 from pg_stat_activity a
               where a.backend_xid is not null
                 and a.datname is distinct from current_database()
                 and a.backend_xid::text::bigint = x::text::bigint % 4294967296)),
          pg_snapshot_xmax(pg_current_snapshot())::text::bigint
        )::text::xid8
      $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists fit_settled_xid();`);
  }
}
