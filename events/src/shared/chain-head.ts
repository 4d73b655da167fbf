import { badInput } from './errors.js';
import { message, type MessageDescriptor } from '../i18n/message.js';
import { COHORT_TAG_PATTERN, MAX_COHORT_TAG_LENGTH } from './constants.js';

/**
 * A saved chain head as observers keep it (docs/AUDIT.md#signed-chain-heads), and the one
 * parser both doors (REST, GraphQL) and the CLI use for what someone pastes or uploads: a head,
 * a list of heads, or a saved feed ({heads: [...]}), as a value or as JSON text.
 */
export interface SavedChainHead {
  format: 'fit-chain-head/v1';
  keyId: string;
  cohortTag: string;
  seq: string;
  position: string;
  hash: string;
  at: string;
  signature: string;
}

/** At most this many heads in one check (a saved feed of a long voting day fits). */
export const MAX_SAVED_HEADS = 5000;

const DECIMAL = /^[1-9]\d{0,17}$/;
const HEX64 = /^[0-9a-f]{64}$/;
const KEY_ID = /^[0-9a-f]{16}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const BASE64 = /^[A-Za-z0-9+/]{1,200}={0,2}$/;

function parseOne(v: unknown, where: MessageDescriptor): SavedChainHead {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw badInput('{where} is not a chain head', { where });
  const o = v as Record<string, unknown>;
  const str = (k: string) => (typeof o[k] === 'string' ? (o[k] as string).replace(/\s+/g, '') : typeof o[k] === 'number' ? String(o[k]) : '');
  if (o.format !== undefined && o.format !== 'fit-chain-head/v1') throw badInput('{where}: unknown format {format}', { where, format: JSON.stringify(o.format) });
  const h = {
    format: 'fit-chain-head/v1' as const,
    keyId: str('keyId'),
    cohortTag: str('cohortTag'),
    seq: str('seq'),
    position: str('position'),
    hash: str('hash'),
    at: str('at'),
    signature: str('signature'),
  };
  const bad = (field: string) => badInput('{where}: {field} is missing or malformed', { where, field });
  if (!KEY_ID.test(h.keyId)) throw bad('keyId');
  if (!h.cohortTag || h.cohortTag.length > MAX_COHORT_TAG_LENGTH || !COHORT_TAG_PATTERN.test(h.cohortTag)) throw bad('cohortTag');
  if (!DECIMAL.test(h.seq)) throw bad('seq');
  if (!DECIMAL.test(h.position)) throw bad('position');
  if (!HEX64.test(h.hash)) throw bad('hash');
  if (!TIME.test(h.at)) throw bad('at');
  if (!BASE64.test(h.signature)) throw bad('signature');
  return h;
}

/** Heads in chain order (by seq); throws BAD_USER_INPUT with what is wrong. */
export function parseSavedHeads(input: unknown): SavedChainHead[] {
  let v = input;
  if (typeof v === 'string') {
    // No field of a head holds white space, so spacing never matters: a head pasted with its
    // lines re-wrapped (even inside the hash or signature) reads the same as the saved text.
    const text = v.replace(/\s+/g, '');
    if (!text) throw badInput('Paste a saved chain head (JSON)');
    try {
      v = JSON.parse(text);
    } catch {
      throw badInput('A saved chain head is JSON text, e.g. \'{"format":"fit-chain-head/v1",…}\'');
    }
  }
  if (v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as { heads?: unknown }).heads)) v = (v as { heads: unknown[] }).heads;
  if (v && typeof v === 'object' && !Array.isArray(v) && (v as { head?: unknown }).head) v = (v as { head: unknown }).head;
  const list = Array.isArray(v) ? v : [v];
  if (list.length === 0) throw badInput('No chain head given');
  if (list.length > MAX_SAVED_HEADS) throw badInput('At most {max, number} heads at once', { max: MAX_SAVED_HEADS });
  const heads = list.map((x, i) => parseOne(x, list.length === 1 ? message('The head') : message('Head {n, number}', { n: i + 1 })));
  return heads.sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : BigInt(a.seq) > BigInt(b.seq) ? 1 : 0));
}

/** The first characters of a hash or signature, for a screen. */
export const shortDigest = (s: string, n = 12) => (s.length > n ? `${s.slice(0, n)}…` : s);
