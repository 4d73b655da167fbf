import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const input = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
});
export const minutes = style([input, { width: '5rem' }]);
export const textarea = style([input, { width: '100%', minHeight: '4rem', resize: 'vertical' }]);
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const ends = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const behind = style({ color: vars.color.attention, fontWeight: 600 });
