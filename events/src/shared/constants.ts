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
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Limits the product chose itself (docs/PRODUCT.md#limits), so no single input can exhaust the service. */
export const MAX_TEAM_NAME_LENGTH = 80;
export const MAX_COHORT_NAME_LENGTH = 120;
export const MAX_COHORT_TAG_LENGTH = 64;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_URL_LENGTH = 2048;
export const MAX_FIELD_ID_LENGTH = 64;
export const MAX_FIELD_VALUE_LENGTH = 20_000;
export const MAX_FIELDS_PER_PHASE = 100;

export const exportFileName = (date: Date) => `team-progress-${date.toISOString().slice(0, 10)}.csv`;

/** The largest single phase-document update a member may send (a paste of a long answer fits). */
export const MAX_DOC_UPDATE_BYTES = 256 * 1024;
