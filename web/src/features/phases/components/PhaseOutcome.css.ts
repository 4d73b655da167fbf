import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))', margin: 0 });
export const term = style({ fontWeight: 700, fontSize: vars.fontSize.sm, marginBottom: vars.space.xs });
export const def = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `0 0 ${vars.space.sm}` });
