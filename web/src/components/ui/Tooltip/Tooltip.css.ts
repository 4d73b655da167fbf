import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const content = style({
  background: vars.color.code,
  color: vars.color.codeText,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  maxWidth: '18rem',
  zIndex: 90,
  boxShadow: vars.shadow.md,
});
export const arrow = style({ fill: vars.color.code });
