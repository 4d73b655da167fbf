import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 60 });

export const content = style({
  position: 'fixed',
  top: '50%',
  // Centred both ways: the same in right-to-left pages, so the physical left and translate stay.
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'calc(100vw - 2rem)',
  maxWidth: '32rem',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  zIndex: 70,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0, paddingInlineEnd: vars.space.xl });
export const description = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  width: '2.5rem',
  height: '2.5rem',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  color: vars.color.textMuted,
  ':hover': { background: vars.color.surfaceMuted },
});
