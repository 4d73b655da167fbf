import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const menu = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });
export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingBlock: 2,
  paddingInline: vars.space.xs,
  minHeight: 32,
});
