import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.md });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, padding: `0 ${vars.space.xs}` });
export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, maxHeight: '16rem', overflowY: 'auto' });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  minHeight: '2.5rem',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
export const checkbox = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0, accentColor: vars.color.primary });
export const optionName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const optionNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const none = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
