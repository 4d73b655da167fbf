import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  width: '100%',
  maxWidth: vars.width.narrow,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const grow = style({ flex: 1, minWidth: '12rem' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const label = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const input = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
export const link = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, wordBreak: 'break-all' });
export const progress = style({ fontWeight: 600 });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const status = style({ margin: 0, fontWeight: 600 });
