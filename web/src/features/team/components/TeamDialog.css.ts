import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginTop: vars.space.lg });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'stretch' });

export const grow = style({ flex: '1 1 10rem', minWidth: 0 });

export const codeInput = style({
  textAlign: 'center',
  fontFamily: vars.font.mono,
  textTransform: 'uppercase',
  letterSpacing: '0.3em',
  fontSize: vars.fontSize.lg,
});

export const divider = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
});
