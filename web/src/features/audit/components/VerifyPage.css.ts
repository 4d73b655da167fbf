import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export { contentPage as page } from '../../../styles/layout.css.ts';
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });
export const intro = style({ color: vars.color.textMuted, maxWidth: '42rem' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });
export const textarea = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, minHeight: '10rem' });
export const result = style({ marginTop: vars.space.md });
export const verdict = style({ fontWeight: 700, margin: `0 0 ${vars.space.xs}` });
const box = { padding: vars.space.md, borderRadius: vars.radius.md, margin: 0 };
export const ok = style({ ...box, border: `2px solid ${vars.color.success}` });
export const bad = style({ ...box, border: `2px solid ${vars.color.danger}` });
