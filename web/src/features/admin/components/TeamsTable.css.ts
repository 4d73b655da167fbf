import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** The table scrolls inside its own box on narrow screens; the page never scrolls sideways. */
export const scroller = style({
  // Positioned, so the visually hidden texts inside stay inside the scroll box too.
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const table = style({ width: '100%', minWidth: '46rem', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const team = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: '11rem' });
export const teamText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const teamName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const code = style({ fontFamily: vars.font.mono, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const muted = style({ color: vars.color.textMuted });
export const phaseName = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: '9rem' });
export const progressText = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontVariantNumeric: 'tabular-nums' });

export const website = style({ overflowWrap: 'anywhere', maxWidth: '16rem', display: 'inline-block' });
export const time = style({ whiteSpace: 'nowrap', borderBottom: `1px dotted ${vars.color.textMuted}`, cursor: 'help' });
export const rowHeader = style({ fontWeight: 'inherit', textAlign: 'start' });

export const feedbackCount = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dataActions = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });
export const requested = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.danger });
export const eraseButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.danger,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
