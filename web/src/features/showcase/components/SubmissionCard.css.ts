import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const ranked = style({ borderColor: vars.color.primary });
export const own = style({ background: vars.color.surfaceMuted, borderStyle: 'dashed' });

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.lg, margin: 0, flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const badge = style({
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
export const ownLabel = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const rankGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const rankButton = style({ flex: '1 1 0', minWidth: '3.5rem' });

export const visit = style({ marginTop: 'auto' });
