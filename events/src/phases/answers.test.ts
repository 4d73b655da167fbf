import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from '../shared/constants.js';
import { answerProblem, formAnswers, formField, maxLengthOf, parsePhaseData } from './answers.js';
import { phaseConfigs } from './configs.js';
import { refused } from '../testing/refused.js';
import { englishText, type MessageDescriptor } from '../i18n/message.js';

/** A problem as the English refusal says it. */
const said = (problem: MessageDescriptor | null) => (problem ? englishText(problem) : null);

describe('parsePhaseData (what a save may send)', () => {
  it('returns a fresh object of the form fields, values exactly as typed', () => {
    const raw = { company_name: '  spaced  ', product_idea: '' };
    const data = parsePhaseData(raw, 1);
    expect(data).toEqual(raw);
    expect(data).not.toBe(raw);
    expect(parsePhaseData(Object.assign(Object.create(null), { geography: 'Munich' }), 1)).toEqual({ geography: 'Munich' });
  });
  it.each([null, undefined, [], ['a'], 'text', 3, new Date(), new Map()])('refuses %j as not an object', (raw) => {
    refused(() => parsePhaseData(raw, 1), 'data must be an object of field id to text');
  });
  it('refuses ids the phase form does not have, naming them', () => {
    refused(() => parsePhaseData({ idea: 'x' }, 1), 'Field "idea" is not part of the phase 1 form');
    // A field of another phase is not one of this phase's.
    refused(() => parsePhaseData({ hero_offer: 'x' }, 1), 'Field "hero_offer" is not part of the phase 1 form');
    refused(() => parsePhaseData(JSON.parse('{"__proto__": "x"}'), 1), 'Field "__proto__" is not part of the phase 1 form');
    refused(() => parsePhaseData({ ['f'.repeat(10_000)]: 'x' }, 1), `Field "${'f'.repeat(64)}…"`);
  });
  it('refuses values that are not text, naming the field', () => {
    refused(() => parsePhaseData({ company_name: 100 }, 1), 'Field "company_name" must be text');
    refused(() => parsePhaseData({ company_name: ['a'] }, 1), 'Field "company_name" must be text');
    refused(() => parsePhaseData({ company_name: { a: 'b' } }, 1), 'Field "company_name" must be text');
    refused(() => parsePhaseData({ company_name: null }, 1), 'Field "company_name" must be text');
  });
});

describe('answerProblem (the length and text rule of both doors)', () => {
  it('takes each field up to its kind’s limit and no further', () => {
    for (const config of phaseConfigs) {
      for (const field of config.fields) {
        const max = maxLengthOf(field);
        expect(answerProblem(config.phase, field.id, 'x'.repeat(max))).toBeNull();
        expect(said(answerProblem(config.phase, field.id, 'x'.repeat(max + 1)))).toBe(`Field "${field.id}" must be at most ${max} characters`);
      }
    }
  });
  it('limits one-liners, textareas, selects and colours differently', () => {
    expect(maxLengthOf(formField(1, 'company_name')!)).toBe(FIELD_MAX_LENGTH.text);
    expect(maxLengthOf(formField(1, 'product_idea')!)).toBe(FIELD_MAX_LENGTH.textarea);
    expect(maxLengthOf(formField(1, 'business_model')!)).toBe(FIELD_MAX_LENGTH.select);
    expect(maxLengthOf(formField(6, 'primary_color')!)).toBe(FIELD_MAX_LENGTH.color);
    expect(FIELD_MAX_LENGTH).toEqual({ text: 300, textarea: 5000, select: 100, color: 7 });
  });
  it('every option value fits its select', () => {
    for (const config of phaseConfigs) for (const f of config.fields) for (const o of f.options ?? []) expect(o.value.length).toBeLessThanOrEqual(maxLengthOf(f));
  });
  it('lets an answer saved before the limits keep its length or shrink, never grow', () => {
    const long = 'x'.repeat(FIELD_MAX_LENGTH.textarea + 100);
    expect(answerProblem(1, 'product_idea', long, long.length)).toBeNull();
    expect(answerProblem(1, 'product_idea', long.slice(1), long.length)).toBeNull();
    expect(said(answerProblem(1, 'product_idea', long + 'y', long.length))).toContain('at most 5000 characters');
  });
  it('refuses text PostgreSQL cannot store', () => {
    expect(said(answerProblem(1, 'company_name', 'a\u0000b'))).toBe('Field "company_name" holds characters that cannot be stored');
    expect(said(answerProblem(1, 'company_name', 'a\ud800b'))).toContain('cannot be stored');
    expect(answerProblem(1, 'company_name', 'a😀b')).toBeNull();
  });
});

describe('formAnswers (what readers see)', () => {
  it('keeps only the fields of the phase form', () => {
    expect(formAnswers(5, { hero_offer: 'a', idea: 'junk', __proto__x: 'y', product_type: 'SaaS' })).toEqual({ hero_offer: 'a', product_type: 'SaaS' });
  });
});
