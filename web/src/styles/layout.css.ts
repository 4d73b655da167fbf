import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** The frame of a content-width page (dashboard, showcase, results): centred, stacked, padded. */
export const contentPage = style({
  width: '100%',
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.lg} ${vars.space.sm}` } },
});
