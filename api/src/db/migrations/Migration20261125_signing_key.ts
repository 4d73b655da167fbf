import { Migration } from '@mikro-orm/migrations';

/**
 * Signed chain heads (docs/AUDIT.md#signed-chain-heads).
 *
 * - signing_keys: the instance's Ed25519 key, made at first start (api/src/store/heads.ts).
 *   One active key at a time; older keys stay so heads they signed still verify. The private
 *   key (PKCS#8 PEM) is read only by the sealer and never served.
 * - chain_heads: one signed head per ballot or voting event of a cohort, written by the sealer
 *   in the transaction that seals the event: the head feed, stable once written.
 */
export class Migration20261125SigningKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table signing_keys (
        key_id text primary key,
        algorithm text not null default 'Ed25519',
        public_key text not null,
        private_key text not null,
        active boolean not null default true,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index signing_keys_one_active on signing_keys (active) where active;`);
    this.addSql(`
      create table chain_heads (
        seq bigint primary key,
        cohort_tag text not null,
        position bigint not null,
        hash text not null,
        at text not null,
        key_id text not null,
        signature text not null,
        signed_at timestamptz not null default now()
      );`);
    this.addSql(`create index chain_heads_cohort on chain_heads (cohort_tag, seq);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table chain_heads;`);
    this.addSql(`drop table signing_keys;`);
  }
}
