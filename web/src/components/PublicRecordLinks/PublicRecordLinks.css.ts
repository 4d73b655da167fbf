import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const title = style({ fontSize: vars.fontSize.sm, fontWeight: 600, margin: `0 0 ${vars.space.xs}`, color: vars.color.text });
export const text = style({ margin: `0 0 ${vars.space.xs}` });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
