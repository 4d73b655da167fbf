import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  insetInlineEnd: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  width: '100%',
  maxWidth: '26rem',
  margin: 0,
  listStyle: 'none',
  outline: 'none',
});

const base = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  border: '1px solid',
});

export const root = styleVariants({
  default: [base, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border }],
  destructive: [base, { background: vars.color.danger, color: vars.color.primaryText, borderColor: vars.color.danger }],
});

export const title = style({ fontWeight: 700, fontSize: vars.fontSize.sm });
export const description = style({ fontSize: vars.fontSize.sm, gridColumn: '1 / 2' });
export const close = style({
  gridColumn: '2 / 3',
  gridRow: '1 / 2',
  background: 'transparent',
  border: 'none',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space.xs,
});
