import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export { contentPage as page } from '../../../styles/layout.css.ts';
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, lineHeight: 1.2 });

export const message = style({ textAlign: 'center', padding: `${vars.space.xl} ${vars.space.md}` });
export const messageTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const messageText = style({ color: vars.color.textMuted, margin: 0 });

export const reveal = style({
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});
export const revealTitle = style({ fontSize: vars.fontSize.hero, lineHeight: 1.15, margin: 0 });
export const revealText = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0, maxWidth: '36rem' });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}`, outline: 'none' });

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(1.5rem) scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});
const motionSafe = (animation: string) => ({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation } },
});

export const podium = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': {
    'screen and (min-width: 720px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
// Side by side the podium reads 2nd, 1st, 3rd (mirrored in right-to-left: the grid's columns follow
// the inline direction); the list (and a screen reader) keeps 1st, 2nd, 3rd.
export const place = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });
export const placeOrder = {
  1: style({ '@media': { 'screen and (min-width: 720px)': { order: 2 } } }),
  2: style({ '@media': { 'screen and (min-width: 720px)': { order: 1 } } }),
  3: style({ '@media': { 'screen and (min-width: 720px)': { order: 3 } } }),
} as const;

export const placeCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  minWidth: 0,
  ...motionSafe(`${rise} 500ms ease-out both`),
});
export const placeHidden = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '12rem',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xxl,
});
export const step = style({ width: '100%', borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`, background: vars.color.primarySoft });
export const stepHeight = {
  1: style({ '@media': { 'screen and (min-width: 720px)': { height: '4rem' } }, height: '0.5rem' }),
  2: style({ '@media': { 'screen and (min-width: 720px)': { height: '2.5rem' } }, height: '0.5rem' }),
  3: style({ '@media': { 'screen and (min-width: 720px)': { height: '1.25rem' } }, height: '0.5rem' }),
} as const;
export const medal = style({ display: 'inline-flex', lineHeight: 1 });
// Medal colours, dark enough to read as gold, silver and bronze on the light surface.
export const medalColour = styleVariants({
  gold: { color: '#a16207' },
  silver: { color: '#64748b' },
  bronze: { color: '#9a3412' },
});
export const placeLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  margin: 0,
});
export const placeName = style({ fontSize: vars.fontSize.xl, margin: 0, overflowWrap: 'anywhere', maxWidth: '100%' });
export const points = style({ fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.primary, fontVariantNumeric: 'tabular-nums' });
export const visit = style({ maxWidth: '100%', overflowWrap: 'anywhere' });

export const board = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ...motionSafe(`${rise} 400ms ease-out both`),
});
export const rank = style({ fontSize: vars.fontSize.xl, fontWeight: 800, textAlign: 'center' });
export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const rowHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const rowName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const rowTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const rowPoints = style({ fontWeight: 800, color: vars.color.primary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const countItem = style({ display: 'flex', gap: vars.space.xs });
export const countValue = style({ margin: 0, fontWeight: 700, color: vars.color.text });
export const rowVisit = style({ alignSelf: 'flex-start' });

export const scoring = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const tieBreak = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });

export const receiptForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const receiptResult = style({ marginTop: vars.space.sm });
export const fingerprint = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const rehearsal = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  border: `2px dashed ${vars.color.warning}`,
  fontWeight: 700,
});
