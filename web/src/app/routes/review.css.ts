import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ width: '100%', maxWidth: vars.width.narrow, margin: '0 auto', padding: vars.space.md, display: 'grid', gap: vars.space.md });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
  textDecoration: 'none',
  background: vars.color.surface,
});
export const current = style({ background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary });
