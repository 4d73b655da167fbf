/** Business constants (docs/PRODUCT.md#limits), in one place for api, web and widget. */
export const PHASE_COUNT = 8;
export const MIN_PHASE = 1;
export const MAX_PHASE = 8;
export const TEAM_CODE_LENGTH = 4;
export const AVATAR_ICON_COUNT = 36;
export const AUTOSAVE_DELAY_MS = 1000;
export const COPIED_STATE_MS = 3000;
/** Points per rank: 1st 3, 2nd 2, 3rd 1. */
export const POINTS_BY_RANK: Readonly<Record<1 | 2 | 3, number>> = { 1: 3, 2: 2, 3: 1 };
export const MAX_RANKS = 3;
export const PODIUM_MIN_ROWS = 3;
export const REVEAL_STAGE_MS = [500, 1000, 1500] as const;
export const CONFETTI_RAIN_MS = 3000;
export const CONFETTI_RAIN_EVERY_MS = 250;
export const PROMPT_FILE_NAME = 'prompt.txt';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const EARLY_PHASE_TOOLTIP_DELAY_MS = 200;
export const COHORT_TAG_PATTERN = /^[a-z0-9-]+$/;
export const TEAM_CODE_PATTERN = /^[A-Z0-9]{4}$/;
export const HEX_COLOR_DIGITS = 6;
export const HEX_COLOR_PATTERN = new RegExp(`^#[0-9a-fA-F]{${HEX_COLOR_DIGITS}}$`);
/** Limits the product chose itself (docs/PRODUCT.md#limits), so no single input can exhaust the service. */
export const MAX_TEAM_NAME_LENGTH = 80;
export const MAX_COHORT_NAME_LENGTH = 120;
export const MAX_COHORT_TAG_LENGTH = 64;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_URL_LENGTH = 2048;

/**
 * The longest answer each kind of form field takes (docs/ARCHITECTURE.md#limits), in UTF-16
 * code units as the browser's maxLength counts them: a one-line text (a name, a price, a date,
 * a URL, a few keywords) fits in 300; a textarea holds a page of prose (about 800 words); a
 * select holds one of its option values (the longest is 67); a colour is '#RRGGBB'.
 */
export const FIELD_MAX_LENGTH: Readonly<Record<'text' | 'textarea' | 'select' | 'color', number>> = Object.freeze({
  text: 300,
  textarea: 5_000,
  select: 100,
  color: 7,
});
/** The longest answer any field takes (a textarea's). */
export const MAX_FIELD_VALUE_LENGTH = FIELD_MAX_LENGTH.textarea;

export const exportFileName = (date: Date) => `team-progress-${date.toISOString().slice(0, 10)}.csv`;

/** The largest single phase-document update a member may send (a paste of a long answer fits). */
export const MAX_DOC_UPDATE_BYTES = 256 * 1024;
/**
 * The largest a phase document may grow to, as its encoded Yjs state (edit history included):
 * a change that adds content past it is refused; deleting text is always accepted and makes
 * room again. The fullest form (phase 5: five textareas and two short fields) holds at most
 * 25,400 characters, at most 76 KB in UTF-8 (3 bytes per UTF-16 unit at worst): the rest is
 * room for history (docs/ARCHITECTURE.md#limits).
 */
export const MAX_DOC_STATE_BYTES = 256 * 1024;
