/**
 * A cohort's public record (docs/AUDIT.md#the-public-record): one JSON file with everything an
 * observer needs to check a vote on their own machine, and nothing private. The server writes
 * it; the offline verifiers (verify-record.ts, in the browser and on the command line) read it.
 *
 * - keys, heads: the instance's public keys and the cohort's whole signed-head feed;
 * - chain: every chain row from the first to the newest of the cohort's heads (or its last
 *   ballot, if later), as hashes only — the events behind them carry teams' tokens, answers and
 *   who voted, so they are not in the record. Each row names the row before it and (from v2 on)
 *   the content hash its own hash is computed from (chain-rule.ts), so a verifier recomputes
 *   every row;
 * - ballots: the counted ballots (each team's latest), anonymised as on the public verification
 *   view, each with its chain row and (v2) the commitment to its private part, from which with
 *   its ranks and fingerprint its row's content hash follows; replaced: the fingerprints of the
 *   ballots teams replaced;
 * - juryScores, categories: the counted jury scores (judges named by a digest) and each prize
 *   category with its formula;
 * - results: what the app publishes (the overall podium and every category).
 */
import { badInput } from '../shared/errors.js';
import type { ResultRow } from '../ballot/tally.js';
import type { CategoryResult } from '../judging/results.js';
import type { CategoryMethod } from '../judging/events.js';
import type { SavedChainHead } from '../shared/chain-head.js';

/**
 * The format written today. v1 (rows without content hashes, ballots without commitments) is
 * still read: its rows are checked for their links only.
 */
export const PUBLIC_RECORD_FORMAT = 'fit-public-record/v2';
export const PUBLIC_RECORD_FORMATS = ['fit-public-record/v1', PUBLIC_RECORD_FORMAT] as const;
export type PublicRecordFormat = (typeof PUBLIC_RECORD_FORMATS)[number];

export interface RecordKey {
  keyId: string;
  algorithm: 'Ed25519';
  /** The 32 raw bytes, base64. */
  publicKey: string;
}

export interface RecordChainRow {
  seq: string;
  /** The global position of the event sealed in this row (every event of the instance counts). */
  position: string;
  prevHash: string;
  hash: string;
  /**
   * v2: the content hash the row's hash follows from (chain-rule.ts); null for a row sealed
   * before rows were recomputable (link 1). Absent in v1.
   */
  contentHash?: string | null;
}

export interface RecordBallot {
  /** First 16 hex digits of sha256(receipt code). */
  fingerprint: string;
  seq: string;
  position: string;
  ranks: { rank: number; teamId: string; teamName: string }[];
  /** v2: sha256 of the ballot event's whole stored content, the commitment to its private part (null on a link-1 row). */
  commitment?: string | null;
}

export interface RecordReplacedBallot {
  fingerprint: string;
  seq: string;
  position: string;
}

export interface RecordJuryScore {
  /** First 16 hex digits of sha256(judge id). */
  judge: string;
  categoryId: string;
  teamId: string;
  scores: number[];
}

export interface RecordCategory {
  categoryId: string;
  name: string;
  method: CategoryMethod;
  weight: number | null;
  formula: string;
}

export interface PublicRecord {
  format: PublicRecordFormat;
  cohortTag: string;
  cohortName: string;
  /** When the server wrote the record (ISO). */
  generatedAt: string;
  keys: RecordKey[];
  heads: SavedChainHead[];
  chain: RecordChainRow[];
  ballots: RecordBallot[];
  replaced: RecordReplacedBallot[];
  /**
   * Every team the ballots and jury scores name: the names results are shown with. `erased: true`
   * on an erased team (its name is then the English marker, which a page may say in its own
   * language); absent on the others, so a record without erasures reads as before.
   */
  teams: { teamId: string; name: string; erased?: boolean }[];
  juryScores: RecordJuryScore[];
  categories: RecordCategory[];
  results: { overall: ResultRow[]; categories: CategoryResult[] };
}

/** The name the record is downloaded under. */
export const recordFileName = (cohortTag: string) => `public-record-${cohortTag}.json`;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The record as a value (or JSON text), checked for shape; throws BAD_USER_INPUT saying what is wrong. */
export function parsePublicRecord(input: unknown): PublicRecord {
  let v = input;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw badInput('The public record is JSON text: the file downloaded from the results or verify page.');
    }
  }
  if (!isObject(v)) throw badInput('This is not a public record.');
  if (!(PUBLIC_RECORD_FORMATS as readonly unknown[]).includes(v.format)) {
    throw badInput('This is not a public record of format {expected} (format: {format}).', {
      expected: PUBLIC_RECORD_FORMATS.join(' or '),
      format: JSON.stringify(v.format ?? null),
    });
  }
  for (const k of ['keys', 'heads', 'chain', 'ballots', 'replaced', 'teams', 'juryScores', 'categories'] as const) {
    if (!Array.isArray(v[k])) throw badInput('The public record has no list "{list}".', { list: k });
  }
  if (typeof v.cohortTag !== 'string' || !isObject(v.results) || !Array.isArray(v.results.overall) || !Array.isArray(v.results.categories)) {
    throw badInput('The public record is incomplete (cohortTag, results).');
  }
  return v as unknown as PublicRecord;
}
