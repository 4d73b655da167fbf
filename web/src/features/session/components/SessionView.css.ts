import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const root = style({
  width: '100%',
  maxWidth: '90rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });
export const status = style({ color: vars.color.textMuted, margin: 0 });
export const live = style({ color: vars.color.success, fontWeight: 600 });

export const slider = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});
export const range = style({ flex: '1 1 20rem', minWidth: '12rem' });
export const moment = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: '9rem' });

export const figure = style({
  // A slider move changes one figure's text or cursor: the others need no new layout. (Not
  // content-visibility: figures off screen would be blank in a full-page capture and in print.)
  contain: 'content',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const figureHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const figureTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const exports = style({ display: 'flex', gap: vars.space.xs });
export const summary = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
// The chart full width, its table beneath it; side by side only where both stay readable.
export const figureBody = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 110rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(20rem, 2fr)' } },
});
export const drawing = style({ minWidth: 0 });
export const tableWrap = style({ maxHeight: '18rem', overflow: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: vars.color.surfaceMuted });

export const roomGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' });
export const stat = style({ background: vars.color.surfaceMuted, borderRadius: vars.radius.sm, padding: vars.space.sm, margin: 0 });
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const statValue = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });
export const behind = style({ color: vars.color.danger, fontWeight: 600 });

globalStyle(`${drawing} svg`, { width: '100%', height: 'auto', display: 'block' });
