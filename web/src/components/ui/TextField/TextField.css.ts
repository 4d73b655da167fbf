import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const required = style({ color: vars.color.danger, fontWeight: 700, marginInlineStart: '-0.2rem' });
export const labelRow = style({ display: 'flex', alignItems: 'center', gap: '0.375rem' });
export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const control = style({
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  minHeight: '2.75rem',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
  '::placeholder': { color: '#6b7280' },
});

export const textarea = style([control, { minHeight: '7rem', resize: 'vertical', lineHeight: 1.5 }]);
