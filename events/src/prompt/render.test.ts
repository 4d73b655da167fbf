import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placeholdersOf, renderPrompt, type PromptContext } from './render.js';

const ctx = (current: Record<string, string> = {}, extra: Partial<PromptContext> = {}): PromptContext => ({ current, ...extra });
const render = (t: string, current: Record<string, string> = {}, extra: Partial<PromptContext> = {}) => renderPrompt(t, ctx(current, extra));

describe('placeholders', () => {
  it('replaces a field with the current answer', () => {
    expect(render('Hello {{company_name}}!', { company_name: 'GreenCrate' })).toBe('Hello GreenCrate!');
  });

  it('replaces every occurrence and several different fields', () => {
    expect(render('{{a}}-{{b}}-{{a}}', { a: '1', b: '2' })).toBe('1-2-1');
  });

  it('reaches other phases through dotted placeholders', () => {
    const phases = { 3: { target_customer: 'office managers' }, 1: { company_name: 'GreenCrate' } };
    expect(render('{{phase1.company_name}} for {{phase3.target_customer}}', {}, { phases })).toBe('GreenCrate for office managers');
  });

  it('does not confuse the current phase with a dotted one', () => {
    expect(render('{{phase2.x}}', { x: 'current' }, { phases: { 1: { x: 'one' } } })).toBe('{{phase2.x}}');
  });

  it('fills team name and code, and leaves them visible without a team', () => {
    const team = { name: 'Rocket', code: 'ZX1Q' };
    expect(render('{{team.name}} ({{team.code}})', {}, { team })).toBe('Rocket (ZX1Q)');
    expect(render('{{team.name}} ({{team.code}})', {}, { team: null })).toBe('{{team.name}} ({{team.code}})');
    expect(render('{{team.id}}', {}, { team })).toBe('{{team.id}}');
  });

  it('looks upper-case placeholders up lower-cased', () => {
    expect(render('{{COMPANY_NAME}}', { company_name: 'GreenCrate' })).toBe('GreenCrate');
    expect(render('{{PHASE1.COMPANY_NAME}}', {}, { phases: { 1: { company_name: 'G' } } })).toBe('G');
    expect(render('{{TEAM.NAME}}', {}, { team: { name: 'R', code: 'C' } })).toBe('R');
  });

  it('prefers an exact-case key over the lower-cased one', () => {
    expect(render('{{Name}}', { Name: 'exact', name: 'lower' })).toBe('exact');
  });

  it('tolerates whitespace (including newlines) inside the braces', () => {
    expect(render('{{  company_name  }}|{{\tcompany_name\n}}', { company_name: 'G' })).toBe('G|G');
  });

  it('keeps an unresolved placeholder verbatim, exactly as written', () => {
    expect(render('Hi {{ company_name }} and {{COMPANY_NAME}}')).toBe('Hi {{ company_name }} and {{COMPANY_NAME}}');
  });

  it('treats blank answers as unresolved', () => {
    expect(render('[{{a}}]', { a: '   \n' })).toBe('[{{a}}]');
    expect(render('[{{a}}]', { a: '' })).toBe('[{{a}}]');
  });

  it('inserts answers exactly as typed, including surrounding spaces', () => {
    expect(render('[{{a}}]', { a: '  spaced  ' })).toBe('[  spaced  ]');
  });

  it('never reaches the prototype chain', () => {
    expect(render('{{constructor}} {{__proto__}} {{toString}}')).toBe('{{constructor}} {{__proto__}} {{toString}}');
    expect(render('{{phase1.constructor}}', {}, { phases: { 1: {} } })).toBe('{{phase1.constructor}}');
  });

  it('does not treat deeper paths or unknown heads as placeholders with values', () => {
    expect(render('{{phase1.a.b}} {{foo.bar}} {{phase99.a}}', {}, { phases: { 1: { a: 'x' } } })).toBe('{{phase1.a.b}} {{foo.bar}} {{phase99.a}}');
  });
});

describe('conditional blocks', () => {
  it('renders the body when the field is answered, and nothing otherwise', () => {
    expect(render('A{{#if x}}[{{x}}]{{/if}}B', { x: 'yes' })).toBe('A[yes]B');
    expect(render('A{{#if x}}[{{x}}]{{/if}}B')).toBe('AB');
    expect(render('A{{#if x}}[{{x}}]{{/if}}B', { x: '  ' })).toBe('AB');
  });

  it('chooses the else branch when the condition fails', () => {
    expect(render('{{#if x}}yes{{else}}no{{/if}}', { x: 'v' })).toBe('yes');
    expect(render('{{#if x}}yes{{else}}no{{/if}}')).toBe('no');
  });

  it('compares with a single- or double-quoted string', () => {
    const t = `{{#if model == 'B2B'}}business{{else}}other{{/if}}|{{#if model=="B2B"}}D{{/if}}`;
    expect(render(t, { model: 'B2B' })).toBe('business|D');
    expect(render(t, { model: 'B2C' })).toBe('other|');
    expect(render(t)).toBe('other|');
  });

  it('compares against the trimmed answer, case-sensitively, and allows spaces in the value', () => {
    expect(render(`{{#if s == 'Not sure yet'}}ok{{/if}}`, { s: ' Not sure yet ' })).toBe('ok');
    expect(render(`{{#if s == 'b2b'}}ok{{/if}}`, { s: 'B2B' })).toBe('');
    expect(render(`{{#if s == ''}}empty{{/if}}`)).toBe('empty');
  });

  it('supports dotted, team and upper-case conditions', () => {
    expect(render('{{#if phase2.y}}Y{{/if}}{{#if team.name}}T{{/if}}{{#if X}}U{{/if}}', { x: '1' }, { phases: { 2: { y: '1' } }, team: { name: 'n', code: 'c' } })).toBe(
      'YTU',
    );
  });

  it('nests, with else at every level', () => {
    const t = '{{#if a}}A{{#if b}}B{{else}}!B{{/if}}{{else}}!A{{#if b}}B{{/if}}{{/if}}';
    expect(render(t, { a: '1', b: '1' })).toBe('AB');
    expect(render(t, { a: '1' })).toBe('A!B');
    expect(render(t, { b: '1' })).toBe('!AB');
    expect(render(t)).toBe('!A');
  });

  it('skips a nested block entirely when the outer condition fails', () => {
    expect(render('{{#if a}}{{#if b}}x{{else}}y{{/if}}{{/if}}z', { b: '1' })).toBe('z');
  });

  it('handles whitespace inside block tags', () => {
    expect(render(`{{ #if x == "v" }}1{{ else }}2{{ /if }}`, { x: 'v' })).toBe('1');
  });
});

describe('malformed input is shown literally', () => {
  it.each([
    ['an unclosed tag', 'a {{b c', 'a {{b c'],
    ['a stray closer', 'a }} b', 'a }} b'],
    ['empty braces', '{{}} {{ }}', '{{}} {{ }}'],
    ['an invalid name', '{{1abc}} {{a b}} {{a..b}} {{.a}}', '{{1abc}} {{a b}} {{a..b}} {{.a}}'],
    ['an unknown block', '{{#each x}}y{{/each}}', '{{#each x}}y{{/each}}'],
    ['#if without condition', '{{#if}}x{{/if}}', '{{#if}}x{{/if}}'],
    ['an unquoted comparison', '{{#if x == B2B}}y{{/if}}', '{{#if x == B2B}}y{{/if}}'],
    ['mismatched quotes', `{{#if x == 'B2B"}}y{{/if}}`, `{{#if x == 'B2B"}}y{{/if}}`],
    ['a quote inside the quoted value', `{{#if x == 'B'2B'}}y{{/if}}`, `{{#if x == 'B'2B'}}y{{/if}}`],
    ['text after the quoted value', `{{#if x == 'B2B' z}}y{{/if}}`, `{{#if x == 'B2B' z}}y{{/if}}`],
    ['a single equals sign', `{{#if x = 'B2B'}}y{{/if}}`, `{{#if x = 'B2B'}}y{{/if}}`],
    ['a lone else', 'a{{else}}b', 'a{{else}}b'],
    ['a lone /if', 'a{{/if}}b', 'a{{/if}}b'],
  ])('%s', (_, template, expected) => {
    expect(render(template, { x: 'B2B' })).toBe(expected);
  });

  it('prints an unclosed #if and its else literally but still renders what is inside', () => {
    expect(render('{{#if x}}A{{y}}{{else}}B', { x: '1', y: 'Y' })).toBe('{{#if x}}AY{{else}}B');
  });

  it('prints a second else in one block literally', () => {
    expect(render('{{#if x}}1{{else}}2{{else}}3{{/if}}')).toBe('2{{else}}3');
  });

  it('pairs /if with the innermost open block', () => {
    expect(render('{{#if a}}{{#if b}}x{{/if}}', { a: '1', b: '1' })).toBe('{{#if a}}x');
  });

  it('uses the innermost {{ when braces pile up', () => {
    expect(render('{{{x}}}', { x: 'v' })).toBe('{v}');
    expect(render('{{ {{x}}', { x: 'v' })).toBe('{{ v');
  });
});

describe('values are plain text', () => {
  it('does not re-expand template syntax inside a value', () => {
    expect(render('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
    expect(render('{{#if a}}{{a}}{{/if}}', { a: '{{#if b}}x{{/if}}' })).toBe('{{#if b}}x{{/if}}');
  });

  it('does not escape or strip HTML', () => {
    expect(render('{{a}}', { a: '<script>alert("x")</script> & "q"' })).toBe('<script>alert("x")</script> & "q"');
  });

  it('inserts values containing $ patterns literally', () => {
    expect(render('{{a}}', { a: "$& $1 $$ $'" })).toBe("$& $1 $$ $'");
  });
});

describe('odd contexts never throw', () => {
  const odd: unknown[] = [
    null,
    undefined,
    {},
    { current: null },
    { current: { x: 42 } },
    {
      current: {
        x: {
          toString: () => {
            throw new Error('boom');
          },
        },
      },
    },
    { current: {}, phases: null, team: 'team' },
    { current: {}, phases: { 1: null }, team: { name: 7, code: null } },
    {
      get current(): Record<string, string> {
        throw new Error('getter');
      },
    },
    new Proxy(
      {},
      {
        get() {
          throw new Error('proxy');
        },
        has() {
          throw new Error('proxy');
        },
      },
    ),
  ];
  it.each(odd.map((c, i) => [i, c]))('context #%s', (_, c) => {
    const t = '{{x}} {{phase1.x}} {{team.name}} {{#if x}}a{{else}}b{{/if}} {{#if x == "1"}}c{{/if}}';
    expect(() => renderPrompt(t, c as PromptContext)).not.toThrow();
    expect(typeof renderPrompt(t, c as PromptContext)).toBe('string');
  });

  it('renders numbers and booleans as text, other non-strings as unresolved', () => {
    expect(renderPrompt('{{n}} {{b}} {{o}}', { current: { n: 3, b: true, o: {} } } as unknown as PromptContext)).toBe('3 true {{o}}');
  });

  it('returns an empty string for a non-string template', () => {
    expect(renderPrompt(undefined as unknown as string, ctx())).toBe('');
    expect(renderPrompt(42 as unknown as string, ctx())).toBe('');
  });
});

describe('display', () => {
  const labels: Record<string, string> = { B2B: 'Empresas (B2B)', B2C: 'Consumidores (B2C)' };
  const display = (path: string, value: string) => (path === 'business_model' || path === 'phase1.business_model' ? (labels[value] ?? value) : value);

  it('shows inserted values through display, with the path lower-cased', () => {
    const seen: string[] = [];
    const out = render(
      '{{Business_Model}} / {{phase1.business_model}} / {{name}}',
      { business_model: 'B2B', name: 'Acme' },
      {
        phases: { 1: { business_model: 'B2C' } },
        display: (path, value) => {
          seen.push(path);
          return display(path, value);
        },
      },
    );
    expect(out).toBe('Empresas (B2B) / Consumidores (B2C) / Acme');
    expect(seen).toEqual(['business_model', 'phase1.business_model', 'name']);
  });

  it('leaves conditions comparing the stored values', () => {
    const t = "{{#if business_model == 'B2B'}}sell to {{business_model}}{{else}}other{{/if}}";
    expect(render(t, { business_model: 'B2B' }, { display })).toBe('sell to Empresas (B2B)');
    expect(render("{{#if business_model == 'Empresas (B2B)'}}yes{{else}}no{{/if}}", { business_model: 'B2B' }, { display })).toBe('no');
  });

  it('is not asked for unresolved placeholders, and falls back to the value when it fails', () => {
    expect(render('{{business_model}}', {}, { display: () => 'never' })).toBe('{{business_model}}');
    expect(
      render(
        '{{a}}',
        { a: 'v' },
        {
          display: () => {
            throw new Error('x');
          },
        },
      ),
    ).toBe('v');
    expect(render('{{a}}', { a: 'v' }, { display: (() => 42) as never })).toBe('v');
  });
});

describe('placeholdersOf', () => {
  it('lists value and condition keys once, lower-cased, in first-use order', () => {
    const t = `{{B}} {{#if phase1.X == 'y'}}{{team.name}}{{/if}} {{b}} {{not valid}} {{#if c}}{{/if}}`;
    expect(placeholdersOf(t)).toEqual(['b', 'phase1.x', 'team.name', 'c']);
  });

  it('returns nothing for plain text', () => {
    expect(placeholdersOf('no tags {here}')).toEqual([]);
  });
});

// --- properties ---------------------------------------------------------------------------------

/** Strings rich in template syntax so the generators reach the interesting cases often. */
const templateish = fc
  .array(
    fc.oneof(
      fc.constantFrom('{{', '}}', '{', '}', '#if ', '/if', 'else', '==', "'", '"', ' ', '\n', '.', 'x', 'y', 'phase1', 'team', 'name'),
      fc.constantFrom('{{x}}', '{{#if x}}', '{{else}}', '{{/if}}', "{{#if x == 'a'}}", '{{phase1.y}}', '{{team.name}}', '{{X}}'),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

const answers = fc.dictionary(fc.constantFrom('x', 'y', 'name', '__proto__', 'constructor'), fc.oneof(fc.string(), fc.constantFrom('a', '', ' ', '{{x}}')));

const anyContext = fc.oneof(
  fc.record({
    current: answers,
    phases: fc.option(fc.dictionary(fc.constantFrom('1', '2', '3'), answers), { nil: undefined }),
    team: fc.option(fc.record({ name: fc.string(), code: fc.string() }), { nil: null }),
  }),
  fc.anything().map((a) => a as unknown as PromptContext),
);

describe('properties', () => {
  it('never throws and always returns a string, for any template and any context', () => {
    fc.assert(
      fc.property(fc.oneof(templateish, fc.string(), fc.string({ unit: 'grapheme' })), anyContext, (t, c) => {
        expect(typeof renderPrompt(t, c)).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('returns a template without {{ unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(templateish, fc.string()), anyContext, (t, c) => {
        const plain = t.split('{').join('{ ');
        expect(renderPrompt(plain, c)).toBe(plain);
      }),
    );
  });

  it('inserts any value literally and never re-expands it', () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('{{x}}', '<script>alert(1)</script>', '{{#if x}}a{{/if}}', '$&')).filter((v) => v.trim() !== '');
    fc.assert(
      fc.property(value, fc.string(), (v, other) => {
        expect(renderPrompt('<{{v}}>', { current: { v, x: other } })).toBe(`<${v}>`);
      }),
    );
  });

  it('with no answers at all, leaves every placeholder-only template unchanged', () => {
    const placeholderOnly = fc
      .array(
        fc.oneof(
          fc.constantFrom('{{a}}', '{{ B }}', '{{phase2.c}}', '{{team.code}}'),
          fc.string().filter((s) => !s.includes('{') && !s.includes('}')),
        ),
      )
      .map((p) => p.join(''));
    fc.assert(
      fc.property(placeholderOnly, (t) => {
        expect(renderPrompt(t, { current: {} })).toBe(t);
      }),
    );
  });

  it('picks exactly one branch of a well-formed if/else', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined }), (a, b, x) => {
        const clean = (s: string) => s.replaceAll('{', '(').replaceAll('}', ')');
        const [A, B] = [clean(a), clean(b)];
        const current: Record<string, string> = x === undefined ? {} : { x };
        const out = renderPrompt(`{{#if x}}${A}{{else}}${B}{{/if}}`, { current });
        expect(out).toBe(x !== undefined && x.trim() !== '' ? A : B);
      }),
    );
  });
});

describe('fuzz', () => {
  // A seeded random mutator over realistic templates: splice, duplicate and drop tag fragments.
  function* mutants(seed: number, count: number) {
    let s = seed >>> 0;
    const rnd = (n: number) => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s % n;
    };
    const pieces = ['{{', '}}', '{{#if a}}', '{{else}}', '{{/if}}', '{{a}}', "{{#if b == 'x'}}", '{{phase1.a}}', 'text ', '\n', '"', "'", '==', '{', '}'];
    const base = `Intro {{a}}. {{#if b == 'x'}}X {{#if a}}A{{else}}not A{{/if}}{{else}}no X{{/if}} {{phase1.a}} {{team.name}}`;
    for (let i = 0; i < count; i++) {
      let t = base;
      for (let k = rnd(8); k >= 0; k--) {
        const at = rnd(t.length + 1);
        const op = rnd(3);
        if (op === 0) t = t.slice(0, at) + pieces[rnd(pieces.length)] + t.slice(at);
        else if (op === 1) t = t.slice(0, at) + t.slice(at + 1 + rnd(6));
        else t = t.slice(0, at) + t.slice(rnd(t.length), at) + t.slice(at);
      }
      yield t;
    }
  }

  it('survives 5,000 mutated templates and never invents text', () => {
    const context: PromptContext = { current: { a: 'A1', b: 'x' }, phases: { 1: { a: 'P1' } }, team: { name: 'T', code: 'C' } };
    for (const t of mutants(20240601, 5000)) {
      const out = renderPrompt(t, context);
      expect(typeof out).toBe('string');
      // Rendering never invents text: every character of the output comes from the template or a value.
      const invented = [...out].filter((ch) => !'A1xP1TC'.includes(ch) && !t.includes(ch));
      expect(invented).toEqual([]);
    }
  });
});

describe('linear time on hostile input', () => {
  // A quadratic scanner needs ~10^10 steps on these; a linear one needs milliseconds.
  const size = 400_000;
  const cases: [string, string][] = [
    ['only opening braces', '{'.repeat(size)],
    ['openers then a closer', '{{'.repeat(size / 2) + 'x}}'],
    ['unclosed opener then closers', '{{ ' + 'a}}'.repeat(size / 3)],
    ['deep nesting', '{{#if a}}'.repeat(size / 10) + 'x' + '{{/if}}'.repeat(size / 10)],
    ['deep unclosed nesting', '{{#if a}}{{else}}'.repeat(size / 20)],
    ['many placeholders', '{{a}}'.repeat(size / 5)],
    ['long quoted comparison', `{{#if a == '${'q'.repeat(size)}'}}y{{/if}}`],
  ];
  it.each(cases)('%s', (_, t) => {
    const started = performance.now();
    const out = renderPrompt(t, { current: { a: '1' } });
    expect(typeof out).toBe('string');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('deep nesting renders correctly without recursion', () => {
    const depth = 50_000;
    const t = '{{#if a}}['.repeat(depth) + '{{a}}' + ']{{/if}}'.repeat(depth);
    expect(renderPrompt(t, { current: { a: 'v' } })).toBe('['.repeat(depth) + 'v' + ']'.repeat(depth));
    expect(renderPrompt(t, { current: {} })).toBe('');
  });
});
