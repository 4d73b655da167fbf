import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  background: 'transparent',
  border: 'none',
  padding: `${vars.space.xs} 0`,
  minHeight: '2.75rem',
  font: 'inherit',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'start',
  ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: '#6b7280',
  transition: 'background-color 150ms ease',
  selectors: { [`${root}[aria-checked="true"] &`]: { background: vars.color.success } },
});

export const thumb = style({
  position: 'absolute',
  top: '0.1875rem',
  insetInlineStart: '0.1875rem',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms ease',
  selectors: {
    [`${root}[aria-checked="true"] &`]: { transform: 'translateX(1.25rem)' },
    // Right to left the thumb starts on the right and slides left.
    [`[dir="rtl"] ${root}[aria-checked="true"] &`]: { transform: 'translateX(-1.25rem)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const state = style({ fontWeight: 400, color: vars.color.textMuted });
