import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, '@media': { print: { display: 'none' } } });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const book = style({
  width: '100%',
  maxWidth: vars.width.narrow,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { print: { maxWidth: 'none', padding: 0, gap: '8pt', fontSize: '11pt' } },
});
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const phase = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { print: { breakBefore: 'page', borderTop: 'none' } },
});
export const phaseTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const answers = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const label = style({ fontWeight: 600, margin: 0, fontSize: vars.fontSize.md });
export const value = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const prompt = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '@media': { print: { background: 'none', border: `1px solid ${vars.color.border}` } },
});

/** On paper: no app chrome around the book. */
export const printPage = style({});
globalStyle(`body:has(${printPage}) header, body:has(${printPage}) footer`, { '@media': { print: { display: 'none' } } });
