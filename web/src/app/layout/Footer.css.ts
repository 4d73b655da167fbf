import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface, marginTop: 'auto' });
export const inner = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const links = style({ display: 'flex', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const link = style({ color: vars.color.textMuted, ':hover': { color: vars.color.text } });
