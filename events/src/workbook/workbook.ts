/**
 * A team's workbook: every phase's answers and the prompt they generate, in phase order. One
 * builder for the Markdown download and the printable page (which renders the same model), so
 * both always hold the same thing. Pure: the date comes in.
 */
import { renderPrompt } from '../prompt/render.js';

export interface WorkbookTeam {
  name: string;
  code: string;
}
export interface WorkbookAnswer {
  id: string;
  label: string;
  value: string;
}
export interface WorkbookPhase {
  phase: number;
  title: string;
  answers: WorkbookAnswer[];
  answered: boolean;
  prompt: string;
}
export interface Workbook {
  team: WorkbookTeam;
  date: string;
  phases: WorkbookPhase[];
}

/** YYYY-MM-DD of a date, in UTC (the same day in the file name and the heading). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export const workbookFileName = (code: string, at: Date) => `workbook-${code}-${isoDay(at)}.md`;

/** What the workbook reads of a phase's config (events' own, or the API's in another language). */
export interface WorkbookPhaseConfig {
  phase: number;
  title: string;
  promptTemplate: string;
  fields: readonly { id: string; label: string }[];
}

/**
 * The workbook of a team from its answers by phase number (phases without answers included,
 * empty), with the phases' titles, labels and prompts from `configs`: the server passes events'
 * phaseConfigs, the web app the configs the API gave it, so its pages carry no phase content of
 * their own (every language's, some 400 KB, which each phase page loaded and composed).
 * `displayIn`: how a phase shows a stored answer (another language's option labels for select
 * values), in its answers and its prompt; typed answers stay as typed.
 */
export function buildWorkbook(
  team: WorkbookTeam,
  answers: Readonly<Record<number, Readonly<Record<string, string>>>>,
  at: Date,
  configs: readonly WorkbookPhaseConfig[],
  displayIn?: (phase: number) => (path: string, value: string) => string,
): Workbook {
  const phases = Object.fromEntries(Object.entries(answers).map(([n, d]) => [Number(n), { ...d }]));
  return {
    team: { name: team.name, code: team.code },
    date: isoDay(at),
    phases: [...configs]
      .sort((a, b) => a.phase - b.phase)
      .map((config) => {
        const current = phases[config.phase] ?? {};
        const display = displayIn?.(config.phase);
        const shown = (id: string, value: string) => (display && value.trim() ? display(id.toLowerCase(), value) : value);
        const fieldAnswers = config.fields.map((f) => ({ id: f.id, label: f.label, value: shown(f.id, current[f.id] ?? '') }));
        return {
          phase: config.phase,
          title: config.title,
          answers: fieldAnswers,
          answered: fieldAnswers.some((a) => a.value.trim() !== ''),
          prompt: renderPrompt(config.promptTemplate, { current, phases, team, display }),
        };
      }),
  };
}

/**
 * Escapes one line so Markdown shows it as typed: characters with a meaning anywhere are
 * backslash-escaped, and those that only mean something at the start of a line (lists, quotes,
 * setext underlines, ordered lists) only there. A team's answer never becomes a heading, a list,
 * a link, HTML, an entity or a table.
 */
export function escapeMarkdown(line: string): string {
  return line
    .replace(/[\\`*_{}[\]<>#|~&]/g, '\\$&')
    .replace(/^(\s*)([-+=>])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2');
}

/** A fence longer than any run of backticks inside the text, so the prompt cannot close it. */
function fence(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** An answer: each line escaped, line breaks kept as hard breaks (a trailing backslash). */
const answerText = (value: string) => value.replace(/\r\n?/g, '\n').trim().split('\n').map(escapeMarkdown).join('\\\n');

/** The workbook's own words, which the web app passes in the page's language (English by default). */
export interface WorkbookWords {
  title(name: string, code: string): string;
  exported(date: string): string;
  phase(n: number, title: string): string;
  noAnswers: string;
  noAnswer: string;
  generatedPrompt: string;
}

export const ENGLISH_WORKBOOK_WORDS: WorkbookWords = {
  title: (name, code) => `Workbook: ${name} (${code})`,
  exported: (date) => `Exported ${date} from Found-in-Two.`,
  phase: (n, title) => `Phase ${n}: ${title}`,
  noAnswers: 'No answers yet.',
  noAnswer: 'No answer.',
  generatedPrompt: 'Generated prompt',
};

/** The workbook as Markdown: answers escaped, each prompt fenced; its headings in `words`' language. */
export function workbookMarkdown(book: Workbook, words: WorkbookWords = ENGLISH_WORKBOOK_WORDS): string {
  const out: string[] = [`# ${words.title(escapeMarkdown(book.team.name), escapeMarkdown(book.team.code))}`, '', words.exported(book.date)];
  for (const p of book.phases) {
    out.push('', `## ${words.phase(p.phase, escapeMarkdown(p.title))}`, '');
    if (!p.answered) out.push(`_${words.noAnswers}_`, '');
    else {
      for (const a of p.answers) {
        out.push(`### ${escapeMarkdown(a.label)}`, '', a.value.trim() ? answerText(a.value) : `_${words.noAnswer}_`, '');
      }
    }
    const f = fence(p.prompt);
    out.push(`### ${words.generatedPrompt}`, '', f + 'text', p.prompt.replace(/\r\n?/g, '\n'), f);
  }
  return out.join('\n') + '\n';
}
