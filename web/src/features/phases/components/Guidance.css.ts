import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const sections = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
export const section = style({ background: vars.color.surfaceMuted, borderRadius: vars.radius.md, padding: vars.space.md, minWidth: 0 });
export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}`, display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });
export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
});
export const items = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const itemLabel = style({ fontWeight: 600 });
export const itemContent = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const action = style({ marginTop: vars.space.md, borderInlineStart: `4px solid ${vars.color.primary}`, paddingInlineStart: vars.space.md });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const step = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md });
export const stepHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'baseline' });
export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
export const summary = style({ cursor: 'pointer', marginTop: vars.space.sm, color: vars.color.primary, fontWeight: 600 });
export { srOnly } from '../../../styles/a11y.css.ts';
