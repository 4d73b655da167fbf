import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { headSigningText } from '@fit/events';

/**
 * Signed chain heads (docs/AUDIT.md#signed-chain-heads).
 *
 * Each instance has one Ed25519 key, made at first start and kept in PostgreSQL
 * (signing_keys). Whenever the sealer seals a ballot or voting event of a cohort, it signs that
 * cohort's new head — the chain row of the event — over this exact byte string (UTF-8, lines
 * joined by a single LF, no trailing newline):
 *
 *   fit-chain-head/v1
 *   <keyId>
 *   <cohortTag>
 *   <seq>
 *   <position>
 *   <hash>
 *   <at>
 *
 * keyId: the first 16 hex digits of sha256(the 32-byte raw public key); seq: the chain row;
 * position: the event's global position; hash: the chain hash of that row (64 hex); at: the
 * event's created_at, UTC to the microsecond (2026-11-22T10:00:00.123456Z). The signature is
 * base64. The private key is read here only, to sign; nothing ever serves it.
 */

export const HEAD_FORMAT = 'fit-chain-head/v1';

/**
 * The events that give their cohort a new signed head: every vote event (a first ballot and a
 * changed one alike) and the voting flags, so an observer saving heads as voting goes on holds a
 * signature over each ballot's row the moment it is sealed.
 */
export const HEAD_EVENT_TYPES = [
  'CohortCreated',
  'BallotCast',
  'BallotChanged',
  'VotingOpened',
  'VotingClosed',
  'ResultsRevealed',
  'ResultsHidden',
  'CohortArchived',
  'CohortRestored',
];

export interface SignedHead {
  format: typeof HEAD_FORMAT;
  keyId: string;
  cohortTag: string;
  seq: string;
  position: string;
  hash: string;
  at: string;
  signature: string;
}

export interface PublicKeyInfo {
  keyId: string;
  algorithm: 'Ed25519';
  /** The 32-byte raw public key, base64. */
  publicKey: string;
  /** The same key as a PEM (SubjectPublicKeyInfo) for openssl and node:crypto. */
  pem: string;
  createdAt: string;
  active: boolean;
}

const rawOf = (publicKey: KeyObject) => Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
export const keyIdOf = (raw: Buffer) => createHash('sha256').update(raw).digest('hex').slice(0, 16);

interface KeyRow {
  key_id: string;
  public_key: string;
  private_key: string;
}

const privateKeys = new Map<string, KeyObject>();

/**
 * The active signing key; made (once, whoever comes first across instances) when there is none.
 * Called by the sealer inside its transaction and at start (createServices).
 */
export async function activeSigningKey(em: EntityManager): Promise<{ keyId: string; privateKey: KeyObject }> {
  const select = () => em.execute<KeyRow[]>(`select key_id, public_key, private_key from signing_keys where active limit 1`);
  let [row] = await select();
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = rawOf(publicKey);
    await em.execute(`insert into signing_keys (key_id, public_key, private_key) values (?, ?, ?) on conflict do nothing`, [
      keyIdOf(raw),
      raw.toString('base64'),
      privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
    ]);
    [row] = await select();
  }
  if (!row) throw new Error('No signing key could be made');
  let key = privateKeys.get(row.key_id);
  if (!key) {
    key = createPrivateKey(row.private_key);
    privateKeys.set(row.key_id, key);
  }
  return { keyId: row.key_id, privateKey: key };
}

const pemOf = (rawBase64: string) => publicKeyObject(rawBase64).export({ format: 'pem', type: 'spki' }) as string;
const publicKeyObject = (rawBase64: string) =>
  createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(rawBase64, 'base64').toString('base64url') }, format: 'jwk' });

/** The instance's public keys (active first). Never the private key. */
export async function listPublicKeys(em: EntityManager): Promise<PublicKeyInfo[]> {
  const rows = await em.execute<{ key_id: string; public_key: string; active: boolean; created_at: Date }[]>(
    `select key_id, public_key, active, created_at from signing_keys order by active desc, created_at`,
  );
  return rows.map((r) => ({
    keyId: r.key_id,
    algorithm: 'Ed25519' as const,
    publicKey: r.public_key,
    pem: pemOf(r.public_key),
    createdAt: new Date(r.created_at).toISOString(),
    active: r.active,
  }));
}

export const signHead = (privateKey: KeyObject, h: Omit<SignedHead, 'signature' | 'format'>): SignedHead => ({
  format: HEAD_FORMAT,
  ...h,
  signature: sign(null, Buffer.from(headSigningText(h), 'utf8'), privateKey).toString('base64'),
});

export interface HeadLink {
  seq: string;
  position: string;
  cohort_tag: string | null;
  hash: string;
  type: string;
  created_at: string;
}

/** Signs and stores the heads of the given freshly sealed links (inside the sealer's transaction). */
export async function writeHeads(em: EntityManager, links: HeadLink[]): Promise<number> {
  const due = links.filter((l) => l.cohort_tag !== null && HEAD_EVENT_TYPES.includes(l.type));
  if (due.length === 0) return 0;
  const { keyId, privateKey } = await activeSigningKey(em);
  const heads = due.map((l) => signHead(privateKey, { keyId, cohortTag: l.cohort_tag!, seq: l.seq, position: l.position, hash: l.hash, at: l.created_at }));
  await em.execute(
    `insert into chain_heads (seq, cohort_tag, position, hash, at, key_id, signature)
     select x.seq, x."cohortTag", x.position, x.hash, x.at, x."keyId", x.signature
     from jsonb_to_recordset(?::jsonb) as x(seq bigint, "cohortTag" text, position bigint, hash text, at text, "keyId" text, signature text)
     on conflict (seq) do nothing`,
    [JSON.stringify(heads)],
  );
  return heads.length;
}

/**
 * Signs the heads of chain rows sealed before this feature existed (or by a sealer that had no
 * key yet): idempotent, run once per process before its first sealing.
 */
export async function signMissingHeads(em: EntityManager): Promise<number> {
  const links = await em.execute<HeadLink[]>(
    `select c.seq::text as seq, c.position::text as position, c.cohort_tag, c.hash, e.type,
            to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
     from event_chain c join events e on e.position = c.position
     where c.cohort_tag is not null and e.type in (select jsonb_array_elements_text(?::jsonb))
       and not exists (select 1 from chain_heads h where h.seq = c.seq)
     order by c.seq`,
    [JSON.stringify(HEAD_EVENT_TYPES)],
  );
  return writeHeads(em, links);
}
