import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config.js';
import { Lru } from '../lru.js';
import type { SendStatements, Statement } from '../orm.js';
import { executeBound } from '../projections/projection.js';
import { loadMasterKeys, type MasterKeys } from './master-key.js';

/**
 * The data keys of this database's subjects (a team, an instructor, a judge), as this process
 * holds them unwrapped: one AES-256 key per subject in the data_keys table, wrapped there by a
 * master key (master-key.ts) with AES-256-GCM. Destroying a subject's wrapped key (erase) makes
 * everything sealed under it unreadable everywhere, the log included.
 *
 * Keys are loaded before the events that need them are sealed or opened (prepare), so sealing
 * and opening themselves are synchronous. A loaded key is trusted for TTL_MS; an erasure
 * evicts it at once in this process and, through the bus, in the others (privacy/erase.ts);
 * the TTL bounds how long a process that missed that message keeps it.
 */

const TTL_MS = 60_000;
const MAX_KEYS = 20_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key this process loaded: the key, or null when the subject was erased (kept: an erased key never comes back). */
interface Held {
  key: Buffer | null;
  at: number;
  /** No key row at all: read as erased, but looked up again on the next prepare. */
  absent?: boolean;
  /**
   * Made by a transaction not known to have committed: used by it, but looked up again by the
   * next prepare (a rolled-back creation leaves no row, and its key must never seal anything else).
   */
  pending?: boolean;
}

/** Thrown when a subject's data would be sealed under a key that was destroyed. */
export class SubjectErased extends Error {
  constructor(readonly subject: string) {
    super(`the key of ${subject.split(':')[0]} data was erased`);
  }
}

const aadOf = (subject: string, context: string) => Buffer.from(`fit-sealed/v1\n${subject}\n${context}`, 'utf8');

/** AES-256-GCM: iv | ciphertext | tag. */
function encrypt(key: Buffer, plain: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function decrypt(key: Buffer, sealed: Buffer, aad: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

interface KeyRow {
  subject: string;
  wrapped: string | null;
  master_key_id: string | null;
}

export class Keyring {
  private readonly held = new Lru<string, Held>(MAX_KEYS);

  /** false only to measure what sealing costs (PERSONAL_DATA_SEALING=off, bench/sealing.bench.ts): appends store plain fields. */
  readonly sealing: boolean;
  private readonly now: () => number;

  constructor(
    readonly master: MasterKeys,
    opts: { sealing?: boolean; now?: () => number } = {},
  ) {
    this.sealing = opts.sealing ?? true;
    this.now = opts.now ?? Date.now;
  }

  private fresh(subject: string): Held | undefined {
    const h = this.held.get(subject);
    // An erased key stays erased; a live one is checked again after TTL_MS.
    if (!h || h.absent || h.pending) return undefined;
    return h.key === null || this.now() - h.at < TTL_MS ? h : undefined;
  }

  /** Subjects whose keys are not held (or held too long). */
  missing(subjects: Iterable<string>): string[] {
    return [...new Set(subjects)].filter((s) => !this.fresh(s));
  }

  wrap(subject: string, key: Buffer): { wrapped: string; masterKeyId: string } {
    return { wrapped: encrypt(this.master.current.key, key, aadOf(subject, 'data-key')).toString('base64'), masterKeyId: this.master.current.id };
  }

  unwrap(row: KeyRow): Buffer | null {
    if (row.wrapped === null) return null;
    const master = this.master.byId.get(row.master_key_id ?? '');
    if (!master) throw new Error(`The data key of a subject is wrapped by master key ${row.master_key_id}, which is not configured (MASTER_KEY, MASTER_KEYS_RETIRED)`);
    return decrypt(master, Buffer.from(row.wrapped, 'base64'), aadOf(row.subject, 'data-key'));
  }

  /**
   * Loads the keys of these subjects that are not held, in the caller's transaction when `send`
   * is one's. create: subjects without a key get one (a new team's first event); a concurrent
   * creation of the same key loses quietly and reads the winner's.
   */
  async prepare(send: SendStatements, subjects: Iterable<string>, opts: { create?: boolean } = {}): Promise<void> {
    if (opts.create && !this.sealing) return;
    const missing = this.missing(subjects);
    if (missing.length === 0) return;
    const statements: Statement[] = [];
    if (opts.create) {
      const fresh = missing.map((subject) => ({ subject, ...this.wrap(subject, randomBytes(32)) }));
      statements.push({
        sql: `insert into data_keys (subject, wrapped, master_key_id)
              select x.subject, x.wrapped, x.master_key_id from jsonb_to_recordset(?::jsonb) as x(subject text, wrapped text, master_key_id text)
              on conflict (subject) do nothing
              returning subject`,
        params: [JSON.stringify(fresh.map((f) => ({ subject: f.subject, wrapped: f.wrapped, master_key_id: f.masterKeyId })))],
      });
    }
    statements.push({
      sql: `select subject, wrapped, master_key_id from data_keys where subject in (select jsonb_array_elements_text(?::jsonb))`,
      params: [JSON.stringify(missing)],
    });
    const results = await send(statements);
    const rows = results.at(-1) as KeyRow[];
    const made = new Set(opts.create ? (results[0] as { subject: string }[]).map((r) => r.subject) : []);
    const at = this.now();
    const found = new Set<string>();
    for (const row of rows) {
      found.add(row.subject);
      this.held.set(row.subject, { key: this.unwrap(row), at, ...(made.has(row.subject) ? { pending: true } : {}) });
    }
    // A subject with no key row never had data sealed under it (nothing to open), or its row was
    // removed: either way nothing can be read, as after an erasure. Not kept: a creation may follow.
    for (const s of missing) if (!found.has(s)) this.held.set(s, { key: null, at, absent: true });
  }

  /** The same, outside a command's transaction. */
  prepareWith(em: EntityManager, subjects: Iterable<string>, opts: { create?: boolean } = {}) {
    return this.prepare(sendWith(em), subjects, opts);
  }

  /** The held key of a subject: a Buffer, null when erased; throws when it was not prepared. */
  keyOf(subject: string): Buffer | null {
    const h = this.held.peek(subject);
    if (!h) throw new Error(`The key of ${subject.split(':')[0]} data was not loaded before use`);
    return h.key;
  }

  /** Whether a prepared subject's key was destroyed (a subject with no key yet is not erased). */
  isErased(subject: string): boolean {
    const h = this.held.peek(subject);
    return !!h && h.key === null && !h.absent;
  }

  /** Seals a text under every subject's key in turn (the first innermost). */
  seal(subjects: readonly string[], plain: string, context: string): string {
    let buf: Buffer = Buffer.from(plain, 'utf8');
    for (const s of subjects) {
      const key = this.keyOf(s);
      if (!key) throw new SubjectErased(s);
      buf = encrypt(key, buf, aadOf(s, context));
    }
    return buf.toString('base64');
  }

  /** The text sealed under these subjects, or null once any of their keys is erased (or it was sealed after: empty). */
  open(subjects: readonly string[], sealed: string, context: string): string | null {
    if (sealed === '') return null;
    let buf: Buffer = Buffer.from(sealed, 'base64');
    for (let i = subjects.length - 1; i >= 0; i--) {
      const key = this.keyOf(subjects[i]!);
      if (!key) return null;
      buf = decrypt(key, buf, aadOf(subjects[i]!, context));
    }
    return buf.toString('utf8');
  }

  /** Forgets a subject's key here (an erasure, heard from any process): the next use reads data_keys again. */
  evict(subject: string) {
    this.held.delete(subject);
  }

  /** Marks a subject erased here at once (this process destroyed its key). */
  erased(subject: string) {
    this.held.set(subject, { key: null, at: this.now() });
  }
}

/** Statements run one after another on an EntityManager (in its transaction when it has one). */
export const sendWith =
  (em: EntityManager): SendStatements =>
  async (statements) => {
    const out: unknown[][] = [];
    for (const s of statements) out.push(await executeBound(em, s.sql, [...s.params]));
    return out;
  };

const keyrings = new WeakMap<object, Keyring>();

/** Gives a database's ORM (and every EntityManager forked from it) its keyring. */
export function attachKeyring(orm: MikroORM, keyring: Keyring) {
  keyrings.set(orm.config, keyring);
}

/**
 * The keyring of the database an ORM or EntityManager works on: the one attached at start
 * (services.ts), else one from the environment's configuration (a tool that opened the ORM itself).
 */
export function keyringOf(x: MikroORM | EntityManager): Keyring {
  let ring = keyrings.get(x.config);
  if (!ring) {
    const config = loadConfig();
    ring = new Keyring(loadMasterKeys({ masterKey: config.masterKey, retired: config.retiredMasterKeys, dataDir: config.dataDir }));
    keyrings.set(x.config, ring);
  }
  return ring;
}
