import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const grow = style({ flex: '1 1 14rem', minWidth: 0 });
export const success = style({ color: vars.color.success, fontWeight: 600, margin: 0 });
export const notice = style({ color: vars.color.warning, background: vars.color.warningSoft, padding: vars.space.sm, borderRadius: vars.radius.md, margin: 0 });
export const readOnly = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, background: vars.color.surfaceMuted });
export const nextSteps = style({
  background: vars.color.primarySoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const nextTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
