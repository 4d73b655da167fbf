import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** Shared page frames for the simple routes. */
export const main = style({ flex: 1, width: '100%', display: 'flex', flexDirection: 'column' });
export const narrow = style({
  width: '100%',
  maxWidth: vars.width.narrow,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const center = style({ textAlign: 'center', alignItems: 'center', paddingTop: vars.space.xxl });
export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))' });
export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
/** A back arrow: points to the inline start, so it turns around in right-to-left pages. */
export const backArrow = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
