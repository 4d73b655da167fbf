import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const preview = style({
  maxHeight: '24rem',
  overflow: 'auto',
  margin: 0,
  padding: vars.space.md,
  background: vars.color.code,
  color: vars.color.codeText,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
