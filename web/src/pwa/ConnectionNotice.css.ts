import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const wrap = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.sm} auto 0`,
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
