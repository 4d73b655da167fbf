import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const trigger = style({
  border: 'none',
  background: 'transparent',
  padding: 0,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  display: 'inline-flex',
});

export const content = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.md,
  zIndex: 80,
  width: 'min(20rem, calc(100vw - 1rem))',
});

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.sm, marginBottom: vars.space.sm });

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space.xs });

export const item = style({
  aspectRatio: '1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  outline: 'none',
  padding: '0.2rem',
  selectors: {
    '&[data-highlighted]': { borderColor: vars.color.focus, background: vars.color.primarySoft },
    '&[data-current="true"]': { borderColor: vars.color.primary },
  },
});
