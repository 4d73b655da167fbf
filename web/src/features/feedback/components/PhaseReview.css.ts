import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const answers = style({ display: 'grid', gap: vars.space.lg, margin: 0 });
export const item = style({ display: 'grid', gap: vars.space.xs, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.md, margin: 0 });
export const value = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.text });
export const empty = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const feedback = style({ margin: 0 });
