import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export { contentPage as page } from '../../../styles/layout.css.ts';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });
export const subtitle = style({ color: vars.color.textMuted, margin: 0, whiteSpace: 'pre-line' });

export const bannerTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}`, color: 'inherit' });
export const bannerText = style({ margin: 0 });
export const receipt = style({ fontFamily: vars.font.mono, fontWeight: 700, userSelect: 'all', overflowWrap: 'anywhere' });
export const bannerList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });

export const empty = style({ textAlign: 'center', padding: `${vars.space.xl} ${vars.space.md}` });
export const emptyTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const emptyText = style({ color: vars.color.textMuted, margin: 0 });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
});

export const submitBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const submitHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footer = style({ display: 'flex', justifyContent: 'center' });

export const debug = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const debugTitle = style({ fontSize: vars.fontSize.xs, margin: `0 0 ${vars.space.xs}`, textTransform: 'uppercase', letterSpacing: '0.05em' });
export const debugList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const debugItem = style({ display: 'flex', gap: vars.space.xs, minWidth: 0 });
export const debugTerm = style({ fontWeight: 600 });
export const debugValue = style({ margin: 0, overflowWrap: 'anywhere' });
