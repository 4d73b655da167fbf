import { describe, expect, it } from 'vitest';
import { phaseConfigs } from '../phases/index.js';
import { buildWorkbook, escapeMarkdown, workbookFileName, workbookMarkdown } from './workbook.js';

const at = new Date('2026-11-23T23:30:00Z');
const team = { name: 'Comet *Coffee*', code: 'AB12' };

describe('workbookFileName', () => {
  it('is workbook-{code}-{YYYY-MM-DD}.md, in UTC', () => expect(workbookFileName('AB12', at)).toBe('workbook-AB12-2026-11-23.md'));
});

describe('escapeMarkdown', () => {
  it.each([
    ['# Not a heading', '\\# Not a heading'],
    ['- not a list', '\\- not a list'],
    ['1. not a list', '1\\. not a list'],
    ['> not a quote', '\\> not a quote'],
    ['[link](http://x)', '\\[link\\](http://x)'],
    ['<script>alert(1)</script>', '\\<script\\>alert(1)\\</script\\>'],
    ['a | b', 'a \\| b'],
    ['**bold** _it_ `code`', '\\*\\*bold\\*\\* \\_it\\_ \\`code\\`'],
    ['&amp; \\', '\\&amp; \\\\'],
    ['Plain text, e.g. 3-4 days.', 'Plain text, e.g. 3-4 days.'],
  ])('%s', (input, expected) => expect(escapeMarkdown(input)).toBe(expected));
});

describe('buildWorkbook and workbookMarkdown', () => {
  const answers = {
    2: { competitors: 'Blue Bottle\n# Starbucks' },
    1: { company_name: 'Comet', product_idea: 'Cold brew by drone.' },
  };
  const book = buildWorkbook(team, answers, at, phaseConfigs);
  const md = workbookMarkdown(book);

  it('lists all eight phases in order, answered or not', () => {
    expect(book.phases.map((p) => p.phase)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(book.phases.map((p) => p.answered)).toEqual([true, true, false, false, false, false, false, false]);
    const headings = [...md.matchAll(/^## Phase (\d):/gm)].map((m) => Number(m[1]));
    expect(headings).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('titles the book with the escaped team name, code and date', () => {
    expect(md.startsWith('# Workbook: Comet \\*Coffee\\* (AB12)\n\nExported 2026-11-23 from Found-in-Two.\n')).toBe(true);
  });

  it('writes each answer under its field label, escaped, keeping line breaks', () => {
    expect(md).toContain('### Company name\n\nComet\n');
    expect(md).toContain('Blue Bottle\\\n\\# Starbucks');
    // Outside the prompts' fences (which show the prompt verbatim) no answer line is Markdown.
    expect(md.replace(/^(`{3,})text\n[\s\S]*?^\1$/gm, '')).not.toMatch(/^# Starbucks/m);
  });

  it('says so for a phase without answers, and still gives its prompt', () => {
    const phase3 = md.slice(md.indexOf('## Phase 3:'), md.indexOf('## Phase 4:'));
    expect(phase3).toContain('_No answers yet._');
    expect(phase3).toContain('### Generated prompt');
  });

  it('puts each generated prompt, from the same engine as the phase page, in a fence it cannot close', () => {
    expect(book.phases[0]!.prompt).toContain('Comet');
    expect(md).toContain('```text\n' + book.phases[0]!.prompt + '\n```');
    const tricky = workbookMarkdown({ ...book, phases: [{ ...book.phases[0]!, prompt: 'a ``` b ```` c' }] });
    expect(tricky).toContain('`````text\na ``` b ```` c\n`````');
  });

  it('an empty team still gets a whole book', () => {
    const empty = workbookMarkdown(buildWorkbook(team, {}, at, phaseConfigs));
    expect(empty.match(/_No answers yet\._/g)).toHaveLength(8);
  });
});
