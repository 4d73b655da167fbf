import { describe, expect, it } from 'vitest';
import { englishText, message, translateMessage } from './messages.js';

const teamName = message('Team name');

describe('translateMessage', () => {
  it('writes English as the template filled in, numbers as the code always wrote them', () => {
    expect(translateMessage(message('Cohort not found'), 'en')).toBe('Cohort not found');
    expect(translateMessage(message('{what} must be at most {max, number} characters', { what: teamName, max: 2000 }), 'en')).toBe(
      'Team name must be at most 2000 characters',
    );
    expect(englishText(message('Head {n, number}', { n: 12345 }))).toBe('Head 12345');
  });

  it('translates a message by its id', () => {
    expect(translateMessage(message('Cohort not found'), 'es')).toBe('No se encontró la cohorte');
    expect(translateMessage(message('Cohort not found'), 'de')).toBe('Kohorte nicht gefunden');
    expect(translateMessage(message('Cohort not found'), 'ar')).toBe('لم يُعثر على الدفعة');
  });

  it('translates a label value with the message, and keeps a text value as it came (a field id, a name someone typed)', () => {
    expect(translateMessage(message('{what} is required', { what: teamName }), 'es')).toBe('El nombre del equipo es obligatorio');
    expect(translateMessage(message('{what} must be at most {max, number} characters', { what: teamName, max: 60 }), 'de')).toBe(
      'Der Teamname darf höchstens 60 Zeichen lang sein',
    );
    const head3 = message('Head {n, number}', { n: 3 });
    expect(translateMessage(message('{where}: {field} is missing or malformed', { where: head3, field: 'keyId' }), 'es')).toBe(
      'Cabeza de cadena 3: keyId falta o está mal formado',
    );
    expect(translateMessage(message('{field} must be true or false', { field: 'votingOpen' }), 'de')).toBe('votingOpen muss true oder false sein');
    expect(translateMessage(message('Phase {phase, number} has no field "{field}"', { phase: 2, field: 'Team not found' }), 'es')).toBe(
      'La fase 2 no tiene el campo "Team not found"',
    );
  });

  it('formats numbers for the language, with its plural forms; Arabic in Arabic-Indic digits', () => {
    expect(translateMessage(message('Description must be at most {max, number} characters', { max: 2000 }), 'de')).toBe(
      'Die Beschreibung darf höchstens 2.000 Zeichen lang sein',
    );
    expect(translateMessage(message('A cohort has at most {max, number} judges', { max: 1 }), 'es')).toBe('Una cohorte tiene como máximo 1 juez');
    expect(translateMessage(message('A cohort has at most {max, number} judges', { max: 20 }), 'es')).toBe('Una cohorte tiene como máximo 20 jueces');
    const tooLong = (max: number) => message('{what} must be at most {max, number} characters', { what: teamName, max });
    expect(translateMessage(tooLong(2), 'ar')).toBe('يجب ألا يتجاوز اسم الفريق حرفين');
    expect(translateMessage(tooLong(60), 'ar')).toBe('يجب ألا يتجاوز اسم الفريق ٦٠ حرفًا');
    expect(translateMessage(message('Description must be at most {max, number} characters', { max: 2000 }), 'ar')).toMatch(/^[^0-9]*٢٬٠٠٠[^0-9]*$/);
    expect(translateMessage(message('Team code must be {length, number} letters or digits', { length: 4 }), 'ar')).toBe('يجب أن يتكون رمز الفريق من ٤ أحرف أو أرقام');
  });

  it('undoes ICU quoting in English and keeps it in a translation', () => {
    const m = message('A saved chain head is JSON text, e.g. \'{"format":"fit-chain-head/v1",…}\'');
    expect(englishText(m)).toBe('A saved chain head is JSON text, e.g. {"format":"fit-chain-head/v1",…}');
    expect(translateMessage(m, 'de')).toBe('Ein gespeicherter Kettenkopf ist JSON-Text, z. B. {"format":"fit-chain-head/v1",…}');
    expect(englishText(message("votes must be a list of '{' votedForTeamId, rank '}' with a whole-number rank"))).toBe(
      'votes must be a list of { votedForTeamId, rank } with a whole-number rank',
    );
    expect(englishText(message("Give every category's id exactly once"))).toBe("Give every category's id exactly once");
  });
});
