import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** Phone-first: one column of big touch targets; the dashboard's width on a laptop. */
export const page = style({
  width: '100%',
  maxWidth: '32rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const status = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});
export const rehearsalNote = style({ color: vars.color.warning, fontWeight: 700 });
export const steps = style({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Back / next chevrons point the reading direction's way. */
export const directional = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
