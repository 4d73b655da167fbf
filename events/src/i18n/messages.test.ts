import { describe, expect, it } from 'vitest';
import { matchTemplate, MAX_TRANSLATED_LENGTH, translateMessage } from './messages.js';

describe('translateMessage', () => {
  it('leaves English as it is, byte for byte', () => {
    for (const m of ['Cohort not found', 'Team name must be at most 60 characters', 'anything at all']) expect(translateMessage(m, 'en')).toBe(m);
  });

  it('translates a fixed message', () => {
    expect(translateMessage('Cohort not found', 'es')).toBe('No se encontró la cohorte');
    expect(translateMessage('Cohort not found', 'de')).toBe('Kohorte nicht gefunden');
    expect(translateMessage('Cohort not found', 'ar')).toBe('لم يُعثر على الدفعة');
  });

  it('translates a label argument as a message of its own', () => {
    expect(translateMessage('Team name is required', 'es')).toBe('El nombre del equipo es obligatorio');
    expect(translateMessage('Team name must be at most 60 characters', 'de')).toBe('Der Teamname darf höchstens 60 Zeichen lang sein');
    // A label that is itself a template with an argument.
    expect(translateMessage('Head 3: keyId is missing or malformed', 'es')).toBe('Cabeza de cadena 3: keyId falta o está mal formado');
  });

  it('keeps an argument that is not a label as it came (a field id, a name someone typed)', () => {
    expect(translateMessage('votingOpen must be true or false', 'de')).toBe('votingOpen muss true oder false sein');
    expect(translateMessage('Phase 2 has no field "Team not found"', 'es')).toBe('La fase 2 no tiene el campo "Team not found"');
  });

  it('formats numbers for the language, with its plural forms', () => {
    expect(translateMessage('Description must be at most 2000 characters', 'de')).toBe('Die Beschreibung darf höchstens 2.000 Zeichen lang sein');
    expect(translateMessage('A cohort has at most 1 judges', 'es')).toBe('Una cohorte tiene como máximo 1 juez');
    expect(translateMessage('A cohort has at most 20 judges', 'es')).toBe('Una cohorte tiene como máximo 20 jueces');
    expect(translateMessage('Team name must be at most 2 characters', 'ar')).toBe('يجب ألا يتجاوز اسم الفريق حرفين');
    expect(translateMessage('Team name must be at most 60 characters', 'ar')).toBe('يجب ألا يتجاوز اسم الفريق 60 حرفًا');
  });

  it('prefers the most specific template', () => {
    expect(matchTemplate('Cohort tag must be at most 40 characters')?.source).toBe('Cohort tag must be at most {max, number} characters');
    expect(matchTemplate('Team name must be at most 40 characters')?.source).toBe('{what} must be at most {max, number} characters');
    expect(matchTemplate('Field "x" must be at most 40 characters')?.source).toBe('Field {field} must be at most {max, number} characters');
  });

  it('undoes ICU quoting for messages with braces', () => {
    const m = 'A saved chain head is JSON text, e.g. {"format":"fit-chain-head/v1",…}';
    expect(translateMessage(m, 'de')).toBe('Ein gespeicherter Kettenkopf ist JSON-Text, z. B. {"format":"fit-chain-head/v1",…}');
  });

  it('leaves a message no template matches in English, and never throws', () => {
    expect(translateMessage('Cannot query field "x" on type "Query".', 'es')).toBe('Cannot query field "x" on type "Query".');
    expect(translateMessage('', 'de')).toBe('');
    expect(translateMessage(undefined as unknown as string, 'de')).toBe(undefined);
    // A number where the template wants one, or not: "many" is no number, so no match.
    expect(translateMessage('Description must be at most many characters', 'es')).toBe('Description must be at most many characters');
  });

  it('stays fast on long hostile messages, and leaves very long ones alone', () => {
    const hostile = `${' must be at most 1'.repeat(110)} characters!`.slice(0, MAX_TRANSLATED_LENGTH);
    const nested = `${'Head 1: '.repeat(240)}x is missing or malformed`;
    const started = performance.now();
    for (const m of [hostile, nested, `${hostile}x`.repeat(50)]) translateMessage(m, 'es');
    expect(performance.now() - started).toBeLessThan(500);
    const long = `${'x'.repeat(MAX_TRANSLATED_LENGTH)} is required`;
    expect(translateMessage(long, 'es')).toBe(long);
  });
});
