/** The local draft (docs/PRODUCT.md#autosave): phase data without a team lives in localStorage under phase{n}_data. */
export const draftKey = (phase: number) => `phase${phase}_data`;

export function readDraft(phase: number): Record<string, string> | null {
  try {
    const raw = window.localStorage.getItem(draftKey(phase));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return null;
  }
}

export function writeDraft(phase: number, data: Record<string, string>): boolean {
  try {
    window.localStorage.setItem(draftKey(phase), JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

export const hasDraft = (phase: number) => readDraft(phase) !== null;

/** Every local draft, by phase number, for prompts that reach into other phases. */
export function readAllDrafts(count = 8): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  for (let n = 1; n <= count; n++) {
    const d = readDraft(n);
    if (d) out[n] = d;
  }
  return out;
}

// "Continue without a team" is remembered for the tab, so the phase page does not ask again.
const ANONYMOUS_KEY = 'fit_without_team';

export function chooseWithoutTeam() {
  try {
    window.sessionStorage.setItem(ANONYMOUS_KEY, '1');
  } catch {
    /* storage unavailable: the dialog may simply ask again */
  }
}

export function choseWithoutTeam(): boolean {
  try {
    return window.sessionStorage.getItem(ANONYMOUS_KEY) === '1';
  } catch {
    return false;
  }
}
