import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 21rem), 1fr))',
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const name = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });
export const tag = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const badge = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  padding: `0.125rem ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const stats = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm });
export const stat = style({ display: 'flex', gap: vars.space.xs });
export const statLabel = style({ color: vars.color.textMuted });
export const statValue = style({ fontWeight: 700, margin: 0, fontVariantNumeric: 'tabular-nums' });

export const flags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} 0`,
});

export const membersTitle = style({ fontSize: vars.fontSize.sm, margin: 0, fontWeight: 700 });
export const members = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '14rem',
  overflowY: 'auto',
});
export const member = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm, minWidth: 0 });
export const memberName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const pill = style({
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  whiteSpace: 'nowrap',
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 600,
});
export const pillMuted = style([pill, { background: vars.color.surfaceMuted, color: vars.color.textMuted }]);
export const none = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });

/** The teams' language beside the flags: its label and a native select. */
export const language = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm, minHeight: 44 });
export { nativeSelect as languageSelect } from '../../../styles/controls.css.ts';

export const retention = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm, minHeight: 44 });
export const retentionInput = style({
  width: '6rem',
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
});
export const retentionNote = style({ flexBasis: '100%', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
