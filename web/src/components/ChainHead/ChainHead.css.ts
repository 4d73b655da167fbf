import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
// On the presenter the screen's own colours (often light on dark): inherit them, for contrast.
export const compact = style({ marginTop: 0, paddingTop: 0, borderTop: 'none', fontSize: vars.fontSize.sm, color: 'inherit' });
export const line = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, alignItems: 'baseline' });
export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const summary = style({ cursor: 'pointer', marginTop: vars.space.xs });
export const whole = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `${vars.space.xs} 0`,
  color: vars.color.text,
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
