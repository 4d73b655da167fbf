import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  '@media': { 'screen and (max-width: 480px)': { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
export const right = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 480px)': { flexDirection: 'column-reverse' } },
});
