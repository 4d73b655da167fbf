import { style } from '@vanilla-extract/css';
import { nativeSelect } from '../styles/controls.css.ts';
import { vars } from '../styles/theme.css.ts';

export const menu = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });
export const select = style([nativeSelect, { minHeight: 32 }]);
