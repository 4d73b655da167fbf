import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const content = style({
  minWidth: '12rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  zIndex: 80,
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySoft },
    '&[aria-current="page"]': { fontWeight: 700, color: vars.color.primary },
  },
});

export const separator = style({ height: 1, background: vars.color.border, margin: `${vars.space.xs} 0` });
