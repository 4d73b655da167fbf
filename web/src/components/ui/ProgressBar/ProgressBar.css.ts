import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const track = style({
  height: '0.625rem',
  background: vars.color.primarySoft,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  transition: 'width 300ms ease',
});
