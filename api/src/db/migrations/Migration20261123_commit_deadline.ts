import { Migration } from '@mikro-orm/migrations';

/**
 * A command's transaction carries a commit deadline (fit.commit_deadline, set with
 * set_config(..., true) by its first statement; see commands/handle.ts). This deferred trigger
 * checks it at COMMIT: a transaction whose client has already given up on it (and answered the
 * request 504 IN_DOUBT) cannot commit when a frozen server resumes and reads its COMMIT. Writers
 * that set no deadline (the CLI, rebuilds) are not affected.
 */
export class Migration20261123CommitDeadline extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function fit_check_commit_deadline() returns trigger language plpgsql as $$
      declare
        deadline text := current_setting('fit.commit_deadline', true);
      begin
        if deadline is not null and deadline <> '' and clock_timestamp() > deadline::timestamptz then
          raise exception 'commit deadline passed: the client has stopped waiting for this transaction'
            using errcode = '57014';
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create constraint trigger events_commit_deadline after insert on events
        deferrable initially deferred for each row execute function fit_check_commit_deadline();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists events_commit_deadline on events;`);
    this.addSql(`drop function if exists fit_check_commit_deadline();`);
  }
}
