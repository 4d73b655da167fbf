/**
 * Prompt template rendering (docs/PRODUCT.md#prompts).
 *
 *   {{field}}                      the current phase's answer
 *   {{phase3.target_customer}}     an answer from another phase
 *   {{team.name}} {{team.code}}    the team, when there is one
 *   {{COMPANY_NAME}}               looked up as company_name when no exact key exists
 *   {{#if x}}…{{else}}…{{/if}}     x answered (non-blank); {{#if x == 'B2B'}} compares text
 *
 * A placeholder with no answer (missing or blank) stays in the output exactly as written, so a
 * team sees in the live preview what is still to fill in. Tags that do not pair up are printed
 * as they stand. The result is plain text: values are inserted as typed and never scanned
 * again, escaped or interpreted.
 *
 * `renderPrompt` never throws and runs in time linear in the template and the values inserted:
 * one scan (see scan.ts), one stack pass to pair the conditional tags, one walk that jumps over
 * skipped branches; no recursion, so a template nested 100,000 levels deep is fine too.
 */
import { scan, type Condition, type Token } from './scan.js';

export interface PromptContext {
  current: Record<string, string>;
  phases?: Record<number, Record<string, string>>;
  team?: { name: string; code: string } | null;
  /**
   * How an answer is shown where a placeholder inserts it (a select's stored value → its label in
   * the page's language). Given the placeholder's path lower-cased (`business_model`,
   * `phase1.business_model`, `team.name`) and the stored value. Conditions never see it: they
   * compare stored values.
   */
  display?: (path: string, value: string) => string;
}

const PHASE_SEGMENT = /^phase(\d{1,2})$/i;

export function renderPrompt(template: string, context: PromptContext): string {
  if (typeof template !== 'string') return '';
  if (template.indexOf('{{') < 0) return template;
  try {
    return evaluate(scan(template), context);
  } catch {
    // Unreachable by design (lookups guard themselves); kept so a preview can never crash.
    return template;
  }
}

/**
 * For each tag index: the partner it pairs with. An `if` points to its `else` (or, without
 * one, its `/if`); an `else` points to its `/if`. Tags left at -1 did not pair and are text.
 */
function pair(tokens: readonly Token[]): Int32Array {
  const partner = new Int32Array(tokens.length).fill(-1);
  const elseOf = new Int32Array(tokens.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const kind = tokens[i]!.kind;
    if (kind === 'if') open.push(i);
    else if (kind === 'else') {
      const top = open.at(-1);
      if (top !== undefined && elseOf[top] < 0) elseOf[top] = i;
    } else if (kind === 'endif') {
      const top = open.pop();
      if (top === undefined) continue;
      const e = elseOf[top];
      if (e >= 0) {
        partner[top] = e;
        partner[e] = i;
      } else partner[top] = i;
      partner[i] = top;
    }
  }
  // Opens still on the stack never closed: they and any `else` they claimed stay literal.
  return partner;
}

function evaluate(tokens: readonly Token[], context: PromptContext): string {
  const partner = pair(tokens);
  let out = '';
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    switch (t.kind) {
      case 'text':
        out += t.raw;
        break;
      case 'value': {
        const v = lookup(context, t.path);
        out += v === undefined ? t.raw : shown(context, t.path, v);
        break;
      }
      case 'if': {
        const target = partner[i];
        if (target < 0) out += t.raw;
        else if (!holds(t.condition, context)) {
          // Skip to the else (and render its branch) or to the /if.
          i = target;
        }
        break;
      }
      case 'else': {
        const end = partner[i];
        if (end < 0) out += t.raw;
        else i = end; // reached from a taken then-branch: skip the else-branch
        break;
      }
      case 'endif':
        if (partner[i] < 0) out += t.raw;
        break;
    }
  }
  return out;
}

/** The value as the context's `display` shows it; the value itself without one, or if it fails. */
function shown(context: PromptContext, path: string, value: string): string {
  try {
    const display = isObject(context) ? context.display : undefined;
    if (typeof display !== 'function') return value;
    const text = display(path.toLowerCase(), value);
    return typeof text === 'string' ? text : value;
  } catch {
    return value;
  }
}

function holds(condition: Condition, context: PromptContext): boolean {
  const v = lookup(context, condition.path);
  if (condition.kind === 'truthy') return v !== undefined;
  return (v ?? '').trim() === condition.value;
}

/** The answer at a path, or undefined when there is none or it is blank. Never throws. */
function lookup(context: PromptContext, path: string): string | undefined {
  try {
    const exact = rawLookup(context, path);
    if (exact !== undefined) return exact;
    const lower = path.toLowerCase();
    return lower === path ? undefined : rawLookup(context, lower);
  } catch {
    return undefined;
  }
}

function rawLookup(context: PromptContext, path: string): string | undefined {
  if (!isObject(context)) return undefined;
  const dot = path.indexOf('.');
  if (dot < 0) return answer(context.current, path);
  if (path.indexOf('.', dot + 1) >= 0) return undefined;
  const head = path.slice(0, dot);
  const key = path.slice(dot + 1);
  if (head === 'team') {
    const team = context.team;
    return key === 'name' || key === 'code' ? answer(team, key) : undefined;
  }
  const m = PHASE_SEGMENT.exec(head);
  if (!m || !isObject(context.phases)) return undefined;
  return answer(own(context.phases, String(Number(m[1]))), key);
}

function answer(bag: unknown, key: string): string | undefined {
  const v = own(bag, key);
  const text = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
  return text === undefined || text.trim() === '' ? undefined : text;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Own properties only, so `{{constructor}}` or `{{__proto__}}` never reach the prototype. */
const own = (bag: unknown, key: string): unknown => (isObject(bag) && Object.prototype.hasOwnProperty.call(bag, key) ? bag[key] : undefined);

/**
 * The keys a template refers to, in first-use order, lower-cased as they are looked up:
 * `company_name`, `phase1.company_name`, `team.name`. Conditions count as uses.
 */
export function placeholdersOf(template: string): string[] {
  if (typeof template !== 'string') return [];
  const seen = new Set<string>();
  for (const t of scan(template)) {
    if (t.kind === 'value') seen.add(t.path.toLowerCase());
    else if (t.kind === 'if') seen.add(t.condition.path.toLowerCase());
  }
  return [...seen];
}
