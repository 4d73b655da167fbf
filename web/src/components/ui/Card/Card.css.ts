import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
