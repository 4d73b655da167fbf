import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});
export const phase = style({ fontWeight: 600 });
export const time = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const tone = styleVariants({
  running: {},
  paused: { color: vars.color.textMuted },
  // Overdue says so in words; the pulse is only for those who have not asked for reduced motion.
  overdue: {
    color: vars.color.danger,
    '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 2s ease-in-out infinite` } },
  },
});
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
