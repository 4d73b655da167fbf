/**
 * What a chain row's hash is computed from (docs/AUDIT.md#the-hash-chain), defined once for the
 * server that seals and checks rows and for the offline verifiers that recompute them from a
 * public record. Hashing itself is the caller's: Node's crypto on the server, WebCrypto in the
 * verifiers; both hash the UTF-8 bytes of these texts with SHA-256 to 64 lower-case hex digits.
 *
 * Rows sealed with link 2 (CHAIN_ROW_FORMAT) hash
 *
 *   fit-chain-row/v2 \n <prevHash> \n <position> \n <contentHash>
 *
 * so anyone who has a row's prevHash, position and content hash can recompute it, without the
 * event. The content hash of an event is sha256(canonicalJson(its stored content)); for a ballot
 * it is sha256(ballotContentText(its public part, that hash)): the ranks and receipt fingerprint
 * the public record lists, and a commitment to the rest (who voted, the receipt itself, when),
 * which the record publishes as the ballot's `commitment`. The receipt, a random code, makes the
 * commitment impossible to open by guessing.
 *
 * Rows sealed with link 1 (before rows were recomputable) hash prevHash followed by the canonical
 * JSON of the whole event with its position: only the server, which holds the events, can
 * recompute them.
 */

export const GENESIS_HASH = '0'.repeat(64);

export const CHAIN_ROW_FORMAT = 'fit-chain-row/v2';

/** The link rule a row was sealed with. */
export type ChainLink = 1 | 2;
export const CURRENT_LINK: ChainLink = 2;

/** JSON with object keys sorted at every level and no whitespace: one text per value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.keys(value as object)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** The text a link-2 row's hash covers. */
export const chainRowText = (prevHash: string, position: string, contentHash: string) => [CHAIN_ROW_FORMAT, prevHash, position, contentHash].join('\n');

/** A ballot as the public record lists it: its receipt's fingerprint and its ranks. */
export interface BallotPublicPart {
  fingerprint: string;
  ranks: readonly { rank: number; teamId: string }[];
}

/** The text a ballot's content hash covers: its public part and the commitment to its private part. */
export const ballotContentText = (ballot: BallotPublicPart, commitment: string) =>
  canonicalJson({
    ballot: { fingerprint: ballot.fingerprint, ranks: [...ballot.ranks].sort((a, b) => a.rank - b.rank).map((r) => ({ rank: r.rank, teamId: r.teamId })) },
    commitment,
  });

/** The bytes a head's signature covers (docs/AUDIT.md#what-is-signed). */
export const headSigningText = (h: { keyId: string; cohortTag: string; seq: string; position: string; hash: string; at: string }) =>
  ['fit-chain-head/v1', h.keyId, h.cohortTag, h.seq, h.position, h.hash, h.at].join('\n');
