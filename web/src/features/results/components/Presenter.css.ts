import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/*
 * A projector screen: one viewport, never a scrollbar (1920×1080 down to 1280×720), large type
 * sized by the smaller of width and height, white on near-black for contrast in a lit room.
 */
const ink = '#ffffff';
const dim = '#d1d5db';
const stageBg = '#0b1020';
const card = '#18203a';
const gold = '#facc15';

const fit = (vw: number, vh: number) => `min(${vw}vw, ${vh}vh)`;

export const screen = style({
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: fit(1.5, 2.5),
  padding: `${fit(2.5, 4)} ${fit(4, 6)}`,
  background: stageBg,
  color: ink,
  fontFamily: vars.font.body,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: fit(2, 3), minWidth: 0 });
export const title = style({ margin: 0, fontSize: fit(3.4, 6), lineHeight: 1.1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rehearsal = style({
  display: 'flex',
  alignItems: 'center',
  gap: fit(0.6, 1),
  flexShrink: 0,
  margin: 0,
  padding: `${fit(0.5, 0.8)} ${fit(1.2, 2)}`,
  border: `3px dashed ${gold}`,
  borderRadius: vars.radius.md,
  color: gold,
  fontSize: fit(1.6, 2.8),
  fontWeight: 700,
});

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: fit(2, 3),
  minHeight: 0,
  textAlign: 'center',
});
export const big = style({ margin: 0, fontSize: fit(5, 9), lineHeight: 1.1 });
export const note = style({ margin: 0, fontSize: fit(2, 3.4), color: dim });

export const podium = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'end',
  gap: fit(2, 3),
});

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(3rem)' }, to: { opacity: 1, transform: 'none' } });

const placeBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: fit(0.8, 1.4),
  minWidth: 0,
  padding: fit(1.5, 2.5),
  borderRadius: vars.radius.lg,
  background: card,
  border: `3px solid ${dim}`,
  textAlign: 'center',
});

// 2nd | 1st | 3rd, with the winner tallest. Grid columns follow the inline direction, so in
// right-to-left (Arabic) the row mirrors to 3rd | 1st | 2nd, each place in its own column.
export const place = styleVariants({
  1: [placeBase, { order: 2, minHeight: fit(24, 44), borderColor: gold }],
  2: [placeBase, { order: 1, minHeight: fit(19, 35) }],
  3: [placeBase, { order: 3, minHeight: fit(15, 28) }],
});
export const shown = style({ '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${rise} 700ms ease-out both` } } });
export const hidden = style({ fontSize: fit(8, 14), color: dim, lineHeight: 1 });

export const placeLabel = style({ margin: 0, fontSize: fit(2, 3.4), fontWeight: 700, color: gold });
export const teamName = style({ margin: 0, fontSize: fit(3, 5.2), lineHeight: 1.15, overflowWrap: 'anywhere' });
export const points = style({ margin: 0, fontSize: fit(2.2, 3.8), color: dim });

export const rest = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${fit(0.6, 1)} ${fit(2.5, 4)}`,
  fontSize: fit(1.6, 2.8),
  color: dim,
  maxHeight: fit(8, 13),
  overflow: 'hidden',
});

export const footer = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: fit(4, 7) });
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: fit(1, 1.6),
  padding: `${fit(1, 1.6)} ${fit(3, 5)}`,
  fontSize: fit(2.2, 3.8),
  fontWeight: 700,
  color: stageBg,
  background: gold,
  border: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  ':focus-visible': { outline: `4px solid ${ink}`, outlineOffset: '4px' },
});
