/**
 * What a category, a judge and a score may hold: one parser per field, for the decider and for
 * the forms (which show the same limits).
 */
import { badInput } from '../shared/errors.js';
import { message, type MessageId } from '../i18n/message.js';
import { isUuid } from '../shared/validation.js';
import { CATEGORY_METHODS, type CategoryMethod } from './events.js';

export const MAX_CATEGORIES = 20;
export const MAX_CATEGORY_NAME_LENGTH = 80;
export const MAX_CRITERIA = 10;
export const MAX_CRITERION_NAME_LENGTH = 80;
export const MAX_JUDGES = 100;
export const MAX_JUDGE_NAME_LENGTH = 80;
export const MAX_JUDGES_PER_TEAM = 10;
export const MAX_SCORE_COMMENT_LENGTH = 1000;
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function parseLine(raw: unknown, label: MessageId, max: number): string {
  const what = message(label);
  if (raw === undefined || raw === null) throw badInput('{what} is required', { what });
  if (typeof raw !== 'string') throw badInput('{what} must be text', { what });
  const value = raw.normalize('NFC').trim();
  if (value === '') throw badInput('{what} is required', { what });
  if ([...value].length > max) throw badInput('{what} must be at most {max, number} characters', { what, max });
  if (CONTROL_CHARACTERS.test(value)) throw badInput('{what} must not contain control characters', { what });
  return value;
}

export const parseCategoryName = (raw: unknown) => parseLine(raw, 'Category name', MAX_CATEGORY_NAME_LENGTH);
export const parseJudgeName = (raw: unknown) => parseLine(raw, 'Judge name', MAX_JUDGE_NAME_LENGTH);

export function parseCategoryMethod(raw: unknown): CategoryMethod {
  if (typeof raw === 'string' && (CATEGORY_METHODS as readonly string[]).includes(raw)) return raw as CategoryMethod;
  throw badInput('Method must be peer, jury or blend');
}

/** A blend's peer weight: a number from 0 to 1 (e.g. 0.4 = 40 % peer vote, 60 % jury). */
export function parseWeight(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0 || raw > 1)
    throw badInput('Weight must be a number from {min, number} to {max, number}', { min: 0, max: 1 });
  return raw;
}

/** The rubric: 1..MAX_CRITERIA distinct criterion names. */
export function parseCriteria(raw: unknown): string[] {
  if (!Array.isArray(raw)) throw badInput('Criteria must be a list of names');
  if (raw.length === 0) throw badInput('A jury or blend category needs at least one criterion');
  if (raw.length > MAX_CRITERIA) throw badInput('A category has at most {max, number} criteria', { max: MAX_CRITERIA });
  const names = raw.map((c) => parseLine(c, 'Criterion name', MAX_CRITERION_NAME_LENGTH));
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) throw badInput('Criterion names must differ');
  return names;
}

export function parseJudgesPerTeam(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > MAX_JUDGES_PER_TEAM) {
    throw badInput('Judges per team must be a whole number from {min, number} to {max, number}', { min: 1, max: MAX_JUDGES_PER_TEAM });
  }
  return raw;
}

/** One score per criterion, each a whole number 1..5. */
export function parseScores(raw: unknown, criteria: number): number[] {
  if (!Array.isArray(raw) || raw.length !== criteria) throw badInput('Give one score per criterion ({count, number})', { count: criteria });
  for (const s of raw) {
    if (typeof s !== 'number' || !Number.isInteger(s) || s < MIN_SCORE || s > MAX_SCORE) {
      throw badInput('Each score must be a whole number from {min, number} to {max, number}', { min: MIN_SCORE, max: MAX_SCORE });
    }
  }
  return [...raw] as number[];
}

/** An optional comment: trimmed, empty is none, at most MAX_SCORE_COMMENT_LENGTH characters (line breaks allowed). */
export function parseScoreComment(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw badInput('Comment must be text');
  const value = raw.normalize('NFC').trim();
  if (value === '') return null;
  if ([...value].length > MAX_SCORE_COMMENT_LENGTH) throw badInput('Comment must be at most {max, number} characters', { max: MAX_SCORE_COMMENT_LENGTH });
  return value;
}

export function parseId(raw: unknown, label: MessageId): string {
  if (!isUuid(raw)) throw badInput('{what} must be a valid id', { what: message(label) });
  return raw.toLowerCase();
}
