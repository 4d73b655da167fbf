import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  flex: 1,
});

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.bg,
  zIndex: 50,
});

export const circle = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export { srOnly as hidden } from '../../../styles/a11y.css.ts';
