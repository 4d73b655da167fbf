// Prompt template engine throughput on a ~1 MB template with 10,000 placeholders and nested
// ifs, beside two ceilings measured in the same run over the same template and data:
//   split-join: `template.split('{{key}}').join(value)` once per distinct key (native scans,
//               no conditionals, no lookups: the least work any substitution can do);
//   regex:      one `replace(/\{\{\s*([\w.]+)\s*\}\}/g, fn)` pass (a typical naive engine
//               without conditionals).
// Also times hostile inputs to show the cost stays linear.
// Run: npx tsx bench/template.bench.ts
import { renderPrompt, type PromptContext } from '../events/src/prompt/index.js';
import { fmt, machine } from './lib.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const WARMUP = 5;

const current: Record<string, string> = {
  company_name: 'GreenCrate',
  product_idea: 'Weekly boxes of rescued vegetables for office kitchens',
  business_model: 'B2B',
  geography: 'Munich, Germany',
  pricing: '€89 per week',
};
const context: PromptContext = {
  current,
  phases: { 1: current, 3: { target_customer: 'office managers at 50–200 person companies' } },
  team: { name: 'Rocket Lab', code: 'ZX1Q' },
};

// One unit: 10 placeholders and 3 if-blocks (one nested, one with an equality test), ~1 KB.
const filler = 'Explain the reasoning step by step, cite sources with dates and keep the tone plain. '.repeat(7);
const unit = (i: number) =>
  `## Section ${i}\n{{company_name}} builds {{product_idea}} for {{phase3.target_customer}} in {{geography}}. ${filler}\n` +
  `{{#if business_model}}Model: {{business_model}}. {{#if business_model == 'B2B'}}Sell to {{phase1.company_name}}'s buyers at {{pricing}}.{{else}}Consumers.{{/if}}{{/if}} ` +
  `{{#if missing}}never {{missing}}{{else}}Team {{team.name}} ({{team.code}}).{{/if}}\n`;
const UNITS = 1000;
const template = Array.from({ length: UNITS }, (_, i) => unit(i)).join('');
const placeholderCount = (template.match(/\{\{(?![#/]|else)/g) ?? []).length;
const MB = Buffer.byteLength(template) / 1e6;

function median(task: () => string): { ms: number; out: string } {
  let out = '';
  for (let i = 0; i < WARMUP; i++) out = task();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    out = task();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, out };
}

const flat: Record<string, string> = {
  ...current,
  'phase1.company_name': current.company_name!,
  'phase3.target_customer': context.phases![3]!.target_customer!,
  'team.name': context.team!.name,
  'team.code': context.team!.code,
};
const splitJoin = () => {
  let t = template;
  for (const [k, v] of Object.entries(flat)) t = t.split(`{{${k}}}`).join(v);
  return t;
};
const regexPass = () => template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (m, k: string) => flat[k] ?? m);

const engine = median(() => renderPrompt(template, context));
const sj = median(splitJoin);
const rx = median(regexPass);

if (engine.out.includes('{{') || engine.out.includes('never')) throw new Error('engine output is wrong');

const ceiling = Math.min(sj.ms, rx.ms);
const row = (name: string, ms: number) => `| ${name} | ${fmt(ms, 2)} | ${fmt(MB / (ms / 1000), 0)} | ${fmt(ms / ceiling, 2)}× |`;
console.log(`Machine: ${machine()}`);
console.log(
  `Template: ${fmt(MB, 2)} MB, ${placeholderCount} placeholders, ${UNITS * 3} if-blocks (${UNITS} nested in another), median of ${RUNS} runs after ${WARMUP} warm-ups\n`,
);
console.log('| Renderer | ms | MB/s | time ÷ fastest ceiling |');
console.log('|---|---:|---:|---:|');
console.log(row('renderPrompt (full rules)', engine.ms));
console.log(row('ceiling: split-join per key (no ifs)', sj.ms));
console.log(row('ceiling: one regex replace (no ifs)', rx.ms));

// Hostile inputs of the same size: linear time means the MB/s stays in the same range.
const hostile: [string, string][] = [
  ['1 MB of "{"', '{'.repeat(1_000_000)],
  ['"{{" x 500k then "x}}"', '{{'.repeat(500_000) + 'x}}'],
  ['140k malformed tags "{{a b}}"', '{{a b}}'.repeat(140_000)],
  ['50k nested ifs', '{{#if company_name}}'.repeat(50_000) + 'x' + '{{/if}}'.repeat(50_000)],
  ['60k unclosed if/else pairs', '{{#if a}}{{else}}'.repeat(60_000)],
];
console.log('\n| Hostile input (≈1 MB) | ms | MB/s |');
console.log('|---|---:|---:|');
for (const [name, t] of hostile) {
  const { ms } = median(() => renderPrompt(t, context));
  console.log(`| ${name} | ${fmt(ms, 2)} | ${fmt(Buffer.byteLength(t) / 1e6 / (ms / 1000), 0)} |`);
}
