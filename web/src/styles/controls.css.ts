import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A native <select> in the app's colours: the language menu's and the cohort card's. */
export const nativeSelect = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingBlock: 2,
  paddingInline: vars.space.xs,
});
