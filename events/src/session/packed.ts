/*
 * A team's edit times in a compact form for the wire: a full day holds thousands of edits a
 * team, and as JSON numbers (or GraphQL's list of Int, each written out through its scalar) they
 * are nearly all of what the server writes and the page reads before anything is drawn.
 * Packed, a team's times are one string: the difference of each time from the one before (the
 * first from 0) in Base64 VLQ, the encoding of source maps (ECMA-426): each number's bits, sign
 * first, five at a time from the lowest, each group a Base64 digit with 32 added while more
 * follow. Ascending times a few seconds apart take three characters each; it is lossless, so the
 * room at a moment still counts the edits to the millisecond.
 */
import { editsPerMinute } from './delta.js';
import type { TeamEdits } from './marks.js';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;
const CODES = Uint8Array.from(DIGITS, (c) => c.charCodeAt(0));
const ASCII = new TextDecoder();

/** Whole numbers (each time's milliseconds, ascending) as one Base64 VLQ string of their differences. */
export function packTimes(times: readonly number[]): string {
  // Written as bytes and decoded once: a day's times are hundreds of thousands of digits.
  let out = new Uint8Array(times.length * 3 + 16);
  let n = 0;
  let before = 0;
  for (const t of times) {
    if (!Number.isSafeInteger(t)) throw new RangeError(`Not a whole number of milliseconds: ${t}`);
    const d = t - before;
    before = t;
    if (n + 12 > out.length) {
      const grown = new Uint8Array(out.length * 2);
      grown.set(out);
      out = grown;
    }
    // The sign in the lowest bit, as source maps write it; arithmetic, not bit operators, so
    // differences past 2^31 ms stay whole.
    let rest = d < 0 ? -d * 2 + 1 : d * 2;
    if (!Number.isSafeInteger(rest)) throw new RangeError(`A difference too large to pack: ${d}`);
    do {
      const digit = rest % 32;
      rest = Math.floor(rest / 32);
      out[n++] = CODES[rest > 0 ? digit + 32 : digit]!;
    } while (rest > 0);
  }
  return ASCII.decode(out.subarray(0, n));
}

/** The numbers packTimes packed, exactly. Throws on a character that is not a Base64 digit or a number cut short. */
export function unpackTimes(packed: string): number[] {
  const out: number[] = [];
  let before = 0;
  let value = 0;
  let scale = 1;
  for (let i = 0; i < packed.length; i++) {
    const code = packed.charCodeAt(i);
    const digit = code < 128 ? VALUE[code]! : -1;
    if (digit < 0) throw new SyntaxError(`Not a Base64 VLQ digit at ${i}: ${packed[i]}`);
    value += (digit & 31) * scale;
    if (digit & 32) {
      scale *= 32;
      continue;
    }
    const d = value % 2 === 1 ? -(value - 1) / 2 : value / 2;
    before += d;
    out.push(before);
    value = 0;
    scale = 1;
  }
  if (scale !== 1) throw new SyntaxError('The last number is cut short');
  return out;
}

/** Each team's edits as the packed answer carries them. */
export interface PackedTeamEdits {
  teamId: string;
  /** The team's `times` (ms after firstMinute, ascending), packTimes. */
  packedTimes: string;
}

export const packEdits = (edits: readonly TeamEdits[]): PackedTeamEdits[] => edits.map((e) => ({ teamId: e.teamId, packedTimes: packTimes(e.times) }));

/** The edits a packed answer stands for: each team's times, and per minute from them (the rule the read and the live updates use). */
export const unpackEdits = (edits: readonly PackedTeamEdits[]): TeamEdits[] =>
  editsPerMinute(edits.map((e) => ({ teamId: e.teamId, times: unpackTimes(e.packedTimes) })));
