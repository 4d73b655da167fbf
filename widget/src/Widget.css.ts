import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css.js';

/*
 * :host resets every inherited property (custom properties excepted, so theming still flows in)
 * and .root sets its own type and colours: the host page's styles cannot leak in through
 * inheritance, and nothing here can match outside the shadow root.
 */
globalStyle(':host', {
  all: 'initial',
  display: 'block',
  contain: 'content',
});

globalStyle(':host([hidden])', { display: 'none' });

export const root = style({
  boxSizing: 'border-box',
  fontFamily: vars.font,
  fontSize: '16px',
  lineHeight: 1.5,
  color: vars.text,
  background: vars.bg,
  borderRadius: vars.radius,
  border: `1px solid ${vars.border}`,
  padding: '20px',
  // Logical: 'start' is the left in English and the right in Arabic (the root carries dir).
  textAlign: 'start',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'inherit' });

export const title = style({
  marginBlock: '0 16px',
  marginInline: 0,
  fontSize: '1.25em',
  fontWeight: 700,
  lineHeight: 1.3,
});

export const state = style({
  textAlign: 'center',
  paddingBlock: '24px',
  paddingInline: '8px',
});

export const stateTitle = style({
  marginBlock: '0 4px',
  marginInline: 0,
  fontSize: '1.1em',
  fontWeight: 700,
});

export const stateText = style({
  margin: 0,
  color: vars.muted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  border: `3px solid ${vars.border}`,
  borderTopColor: vars.accent,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.9s linear infinite` },
  },
});

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const sectionTitle = style({
  marginBlock: '0 12px',
  marginInline: 0,
  fontSize: '1em',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.muted,
});

export const link = style({
  color: vars.accent,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.accent}`, outlineOffset: '2px', borderRadius: '2px' },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '48px',
  height: '48px',
  borderRadius: `calc(${vars.radius} / 1.5)`,
  background: vars.avatarBg,
  color: vars.avatarText,
  fontWeight: 700,
  fontSize: '1.05em',
  overflow: 'hidden',
  objectFit: 'cover',
});

export const avatarImage = style({ background: vars.surface });

export const head = style({ marginBlockStart: '12px', fontSize: '0.75em', opacity: 0.8, overflowWrap: 'anywhere' });
