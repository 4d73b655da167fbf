import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  width: '100%',
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });
export const intro = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 ${vars.space.lg}` });
export const message = style({ margin: 0 });
