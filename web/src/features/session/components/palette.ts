/**
 * Phase colours from the Okabe–Ito set, which readers with any common colour-vision deficiency
 * tell apart; every chart also writes the phase number or name beside its colour, so a
 * greyscale print still reads. textOn is the label colour with enough contrast on each.
 */
export const PHASE_COLOURS = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000'] as const;
const DARK_TEXT = new Set([0, 1, 2, 3, 6]);

export const phaseColour = (phase: number) => PHASE_COLOURS[(phase - 1) % PHASE_COLOURS.length]!;
export const textOn = (phase: number) => (DARK_TEXT.has((phase - 1) % PHASE_COLOURS.length) ? '#000000' : '#ffffff');

/** Ink for axes, labels and the single-hue scales (activity): dark blue reads in colour and in print. */
export const INK = '#111827';
export const MUTED = '#4b5563';
export const GRID = '#d7dce5';
export const SCALE = '#0072B2';
