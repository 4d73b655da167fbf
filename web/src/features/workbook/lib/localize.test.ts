import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { getPhaseConfig, phaseConfigs } from '@fit/events/phases';
import { buildWorkbook, workbookMarkdown } from '@fit/events/workbook';
import { phaseConfigAnswer } from '../../../testing/phaseConfig.ts';
import es from '../../../i18n/messages/es/workbook.json';
import { buildWorkbookIn, workbookMarkdownIn } from './localize.ts';

const team = { name: 'Orbit Labs', code: 'AB12' };
const answers = { 1: { company_name: 'Acme', business_model: 'B2B' } };
const at = new Date('2025-06-12T10:00:00Z');
const spanish = Array.from({ length: 8 }, (_, i) => phaseConfigAnswer(getPhaseConfig(i + 1, 'es')!, 'es'));
const english = Array.from({ length: 8 }, (_, i) => phaseConfigAnswer(getPhaseConfig(i + 1, 'en')!, 'en'));

describe('the workbook in the page language', () => {
  it("takes titles, labels and prompts from the language's configs, select answers as their labels", () => {
    const book = buildWorkbookIn(team, answers, at, spanish, 'es');
    const one = book.phases[0]!;
    expect(one.title).toBe(getPhaseConfig(1, 'es')!.title);
    expect(one.answers.find((a) => a.id === 'business_model')).toMatchObject({ label: '¿Quién paga?', value: 'Empresas (B2B)' });
    expect(one.answers.find((a) => a.id === 'company_name')!.value).toBe('Acme');
    expect(one.prompt).toContain('Modelo de negocio: Empresas (B2B)');
    expect(book.phases[1]!.prompt).toContain('Empresas (B2B)');
  });

  it("is events' English workbook, and its Markdown, from the English configs the API gives", () => {
    const book = buildWorkbookIn(team, answers, at, english, 'en');
    expect(book).toEqual(buildWorkbook(team, answers, at, phaseConfigs));
    expect(workbookMarkdownIn(book, createIntl({ locale: 'en' }), 'en')).toBe(workbookMarkdown(book));
  });

  it('writes the Markdown headings in the language', () => {
    const md = workbookMarkdownIn(buildWorkbookIn(team, answers, at, spanish, 'es'), createIntl({ locale: 'es', messages: es }), 'es');
    expect(md.startsWith('# Cuaderno: Orbit Labs (AB12)\n\nExportado el 2025-06-12 desde Found-in-Two.\n')).toBe(true);
    expect(md.match(/^### Prompt generado$/gm)).toHaveLength(8);
    expect(md).toContain('_Aún no hay respuestas._');
    expect(md).not.toContain('Generated prompt');
  });
});
