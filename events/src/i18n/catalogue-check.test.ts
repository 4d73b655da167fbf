import { describe, expect, it } from 'vitest';
import { compareCatalogues, latinDigitsIn } from './catalogue-check.js';

const english = {
  title: 'Voting Results: {name}',
  points: '{points, plural, one {# point} other {# points}}',
  place: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Place',
  role: '{role, select, admin {Admin} other {Member}}',
};

const spanish = {
  title: 'Resultados de la votación: {name}',
  points: '{points, plural, one {# punto} other {# puntos}}',
  place: '{rank, selectordinal, other {#.º}} puesto',
  role: '{role, select, admin {Administración} other {Miembro}}',
};

describe('compareCatalogues', () => {
  it('finds nothing wrong with a complete, fitting translation', () => {
    expect(compareCatalogues(english, spanish, 'es')).toEqual({ missing: [], leftOver: [], different: [] });
  });

  it('names a missing id and one left over', () => {
    const { title: _gone, ...rest } = spanish;
    expect(compareCatalogues(english, { ...rest, old: 'Viejo' }, 'es')).toEqual({ missing: ['title'], leftOver: ['old'], different: [] });
  });

  it('finds a renamed argument', () => {
    const { different } = compareCatalogues(english, { ...spanish, title: 'Resultados de la votación: {nombre}' }, 'es');
    expect(different).toEqual(['title: arguments {nombre,text} where English has {name,text}']);
  });

  it('finds an argument of another kind; a count is a count however a language writes it', () => {
    const { different } = compareCatalogues(english, { ...spanish, points: '{points} puntos' }, 'es');
    expect(different).toEqual(['points: arguments {points,text} where English has {points,number}']);
    expect(compareCatalogues(english, { ...spanish, points: '{points, number} puntos' }, 'es').different).toEqual([]);
    expect(compareCatalogues(english, { ...spanish, place: '{rank, number}. Platz' }, 'de').different).toEqual([]);
  });

  it("accepts Arabic's six plural forms and refuses a form Arabic does not have", () => {
    const arabic = {
      ...spanish,
      points: '{points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
    };
    expect(compareCatalogues(english, arabic, 'ar').different).toEqual([]);
    // German has no 'few'; and English 'one' in a language without it.
    expect(compareCatalogues(english, { ...spanish, points: '{points, plural, one {# Punkt} few {# Punkte} other {# Punkte}}' }, 'de').different).toEqual([
      'points: {points} uses "few", which de does not have',
    ]);
    expect(compareCatalogues(english, { ...arabic, place: '{rank, selectordinal, one {#} other {#}}' }, 'ar').different).toEqual([
      'place: {rank} uses "one", which ar does not have',
    ]);
  });

  it('wants an other form (the parser already refuses a plural without one)', () => {
    const { different } = compareCatalogues(english, { ...spanish, points: '{points, plural, one {# punto} many {# puntos}}' }, 'es');
    expect(different).toEqual([expect.stringMatching(/^points: not valid ICU MessageFormat \(MISSING_OTHER_CLAUSE/)]);
  });

  it('finds a select with different options', () => {
    const { different } = compareCatalogues(english, { ...spanish, role: '{role, select, administrador {Administración} other {Miembro}}' }, 'es');
    expect(different).toEqual(['role: arguments {role,select(administrador|other)} where English has {role,select(admin|other)}']);
  });

  it('reports a translation that is not ICU MessageFormat', () => {
    const { different } = compareCatalogues(english, { ...spanish, title: 'Resultados: {name' }, 'es');
    expect(different).toHaveLength(1);
    expect(different[0]).toMatch(/^title: not valid ICU MessageFormat/);
  });

  it('wants Arabic numbers as arguments, not Latin digits in the text; codes and Latin words keep theirs', () => {
    const arabic = {
      ...spanish,
      title: 'نتائج التصويت: {name}',
      points: '{points, plural, other {# نقطة}}',
      place: 'المركز {rank, selectordinal, other {#}}',
      role: '{role, select, admin {المشرف} other {عضو}}',
    };
    expect(compareCatalogues(english, arabic, 'ar').different).toEqual([]);
    const { different } = compareCatalogues(english, { ...arabic, title: 'نتائج التصويت من 4 أحرف: {name}' }, 'ar');
    expect(different).toEqual(['title: Latin digits "4" in "نتائج التصويت من 4 أحرف: "; make the number an argument']);
    // A plural's branches are text too; the other languages write Latin digits.
    expect(compareCatalogues(english, { ...arabic, points: '{points, plural, other {# من 100}}' }, 'ar').different).toHaveLength(1);
    expect(compareCatalogues(english, { ...spanish, title: 'Código de 4 letras: {name}' }, 'es').different).toEqual([]);
    expect(latinDigitsIn('نموذج B2B ونسخة v0 باللون #2E7D32 وعناوين H1–H3 عبر https://example.com/a1', 'ar')).toEqual([]);
    expect(latinDigitsIn('من 45–60 دقيقة، و٢٠ أخرى', 'ar')).toEqual(['"45" in "من 45–60 دقيقة، و٢٠ أخرى"', '"60" in "من 45–60 دقيقة، و٢٠ أخرى"']);
  });
});
