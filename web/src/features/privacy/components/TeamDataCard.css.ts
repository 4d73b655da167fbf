import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, '@media': { print: { display: 'none' } } });
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.md });
