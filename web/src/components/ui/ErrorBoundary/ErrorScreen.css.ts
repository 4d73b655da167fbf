import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({
  maxWidth: vars.width.narrow,
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const details = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md });
export const summary = style({ cursor: 'pointer', fontWeight: 600 });
export const stack = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, marginBottom: 0 });
