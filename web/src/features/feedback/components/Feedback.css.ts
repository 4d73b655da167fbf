import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });

export const thread = style({
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.sm,
});
export const resolved = style({ borderInlineStartColor: vars.color.success, opacity: 0.95 });

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  borderRadius: vars.radius.full,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});
export const badgeResolved = style({ background: vars.color.successSoft, color: vars.color.success });

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const message = style({ fontSize: vars.fontSize.sm, color: vars.color.text, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const author = style({ fontWeight: 600, marginInlineEnd: vars.space.xs });

export const form = style({ display: 'grid', gap: vars.space.xs });
export const textarea = style({
  width: '100%',
  minHeight: '3.5rem',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxSizing: 'border-box',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });
