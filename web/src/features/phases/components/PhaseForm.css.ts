import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.success,
  background: vars.color.successSoft,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.sm}`,
});
export const info = style({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  cursor: 'help',
  padding: 0,
});
export const colorRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const swatch = style({
  width: '3rem',
  height: '2.75rem',
  padding: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  flexShrink: 0,
});
export const cards = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  border: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, padding: 0, marginBottom: vars.space.xs });
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });
export const cardTitle = style({ fontWeight: 700 });
export const cardDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 });
export const statusOffline = style({ color: vars.color.danger });
export const waiting = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, selectors: { '&:empty': { display: 'none' } } });
export const presence = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.md}`,
});
export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const teammates = style({ display: 'inline-flex', gap: 4, alignItems: 'center' });
export const mate = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.6rem',
  height: '1.6rem',
  padding: '0 4px',
  borderRadius: vars.radius.full,
  color: '#fff',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
export const refused = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });
export const counter = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, margin: 0, textAlign: 'end' });
export const counterFull = style([counter, { color: vars.color.danger, fontWeight: 600 }]);
