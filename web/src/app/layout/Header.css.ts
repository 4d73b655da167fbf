import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '3.75rem',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const logoMark = style({ width: '2rem', height: '2rem' });

export const logoText = style({ '@media': { 'screen and (max-width: 420px)': { display: 'none' } } });

// The team block keeps its size next to the navigator; on narrow screens only the name shrinks.
export const team = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  flexShrink: 0,
  '@media': { 'screen and (max-width: 560px)': { flexShrink: 1 } },
});
export const teamText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.2 });
export const teamName = style({ fontWeight: 700, fontSize: vars.fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '12rem' });
export const teamCode = style({ whiteSpace: 'nowrap', fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const spacer = style({ flex: 1 });
export const right = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const desktopOnly = style({ '@media': { 'screen and (max-width: 1179px)': { display: 'none' } } });
export const mobileOnly = style({ '@media': { 'screen and (min-width: 1180px)': { display: 'none' } } });
/** Shown on wider screens, read (not shown) on narrow ones, where only the icon is visible. */
export const labelWhenWide = style({
  '@media': {
    'screen and (max-width: 560px)': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const hideNarrow = style({ '@media': { 'screen and (max-width: 560px)': { display: 'none' } } });

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-done="true"]': { color: vars.color.success },
  },
});

export const stepNumber = style({ fontWeight: 700 });
