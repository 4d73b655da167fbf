import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export { contentPage as container } from '../../../styles/layout.css.ts';

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });
export const subtitle = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 0` });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});

export const tab = style({
  appearance: 'none',
  background: 'transparent',
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '2.75rem',
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style({ outline: 'none', minWidth: 0 });

export const empty = style({
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
});
export const emptyTitle = style({ fontWeight: 700, color: vars.color.text, margin: 0 });
export const emptyText = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });

export const instructions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.md });
export const instructionList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const list = style({ marginTop: vars.space.md });
