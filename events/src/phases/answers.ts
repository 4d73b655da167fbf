/**
 * What a team's answers for a phase may hold (docs/ARCHITECTURE.md#limits): exactly the fields
 * of the phase's form, each as text within its kind's length (FIELD_MAX_LENGTH). Both doors
 * use these functions: the REST/GraphQL save (parsePhaseData, then the decider's change check)
 * and the live document (phase-doc/check.ts, on what an update adds or alters).
 */
import { FIELD_MAX_LENGTH } from '../shared/constants.js';
import { badInput } from '../shared/errors.js';
import { message, type MessageDescriptor } from '../i18n/message.js';
import { PHASE_SHAPES, type FieldShape } from './structure.js';

// From the forms' structure, not their words: the rules need ids and kinds only, and so the web
// app's phase page, which checks each keystroke by them, carries no phase content of its own.
const byPhase = new Map(PHASE_SHAPES.map((shape) => [shape.phase, new Map(shape.fields.map((f) => [f.id, f]))]));

/** The field `id` of phase n's form (its id, kind, whether required, options), or null when its form has none by that id. */
export const formField = (phaseNumber: number, id: string): FieldShape | null => byPhase.get(phaseNumber)?.get(id) ?? null;

/** The longest answer a field takes, by its kind. */
export const maxLengthOf = (field: Pick<FieldShape, 'type'>): number => FIELD_MAX_LENGTH[field.type];

/** NUL and lone surrogates cannot be stored by PostgreSQL: refused like any other bad text. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** An id as a message quotes it: a hostile one may be long. */
export const quoteId = (id: string) => JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}…` : id);

export const notInForm = (phaseNumber: number, id: string) =>
  message('Field {field} is not part of the phase {phase, number} form', { field: quoteId(id), phase: phaseNumber });
export const mustBeText = (id: string) => message('Field {field} must be text', { field: quoteId(id) });

/**
 * Why `value` may not become the answer to field `id` of phase n, or null when it may.
 * `before` is the length the answer had: one saved before today's limits may keep its length
 * or shrink, so a team can go on editing it, but never grow past the limit.
 */
export function answerProblem(phaseNumber: number, id: string, value: string, before = 0): MessageDescriptor | null {
  return answerLengthProblem(phaseNumber, id, value.length, before) ?? (UNSTORABLE.test(value) ? unstorable(id) : null);
}

/** The length rule of answerProblem alone, for an answer known by its length (a live document's text). */
export function answerLengthProblem(phaseNumber: number, id: string, length: number, before: number): MessageDescriptor | null {
  const field = formField(phaseNumber, id);
  if (!field) return notInForm(phaseNumber, id);
  const max = maxLengthOf(field);
  if (length > max && length > before) return message('Field {field} must be at most {max, number} characters', { field: quoteId(id), max });
  return null;
}

const unstorable = (id: string) => message('Field {field} holds characters that cannot be stored', { field: quoteId(id) });
const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * The storage rule of answerProblem for `piece`, written into an answer between the UTF-16
 * units `left` and `right` ('' at an end): no NUL in it, and no surrogate left alone by it —
 * its own, or a neighbour's it came between. What the answer held apart from that is not this
 * change's to answer for.
 */
export function storablePieceProblem(id: string, left: string, piece: string, right: string): MessageDescriptor | null {
  if (piece.includes('\u0000')) return unstorable(id);
  const text = left + piece + right;
  const from = left.length;
  const to = from + piece.length;
  if (from > 0 && isHigh(text.charCodeAt(0)) && !isLow(text.charCodeAt(1))) return unstorable(id);
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if ((isHigh(c) && !isLow(text.charCodeAt(i + 1))) || (isLow(c) && !isHigh(text.charCodeAt(i - 1)))) return unstorable(id);
  }
  if (to < text.length && isLow(text.charCodeAt(to)) && !isHigh(text.charCodeAt(to - 1))) return unstorable(id);
  return null;
}

const isPlainObject = (raw: unknown): raw is Record<string, unknown> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const proto = Object.getPrototypeOf(raw);
  return proto === Object.prototype || proto === null;
};

/**
 * The answers a REST or GraphQL save sends for phase n: a plain object whose keys are fields of
 * the phase's form and whose values are text (a `__proto__` key is no field of any form).
 * Lengths are the decider's to check, against the document (an answer saved before the limits
 * may be sent back unchanged). Returns a fresh object of own data properties.
 */
export function parsePhaseData(raw: unknown, phaseNumber: number): Record<string, string> {
  if (!isPlainObject(raw)) throw badInput('data must be an object of field id to text');
  const entries = Object.entries(raw);
  for (const [id, value] of entries) {
    if (!formField(phaseNumber, id)) throw badInput(notInForm(phaseNumber, id));
    if (typeof value !== 'string') throw badInput(mustBeText(id));
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * The answers as readers see them: only the fields of phase n's form. A document may still
 * hold ids saved before the rule (legacy saves, early co-editing): they are kept in it, never shown.
 */
export function formAnswers(phaseNumber: number, values: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, value] of Object.entries(values)) if (formField(phaseNumber, id) && typeof value === 'string') out[id] = value;
  return out;
}
