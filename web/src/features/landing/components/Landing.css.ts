import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const top = style({ maxWidth: vars.width.content, margin: '0 auto', width: '100%', padding: `${vars.space.md}` });
export const hero = style({
  background: 'linear-gradient(160deg, #0b1536 0%, #1d4ed8 100%)',
  color: '#ffffff',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
export const heroInner = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});
export const heroTitle = style({ fontSize: vars.fontSize.hero, lineHeight: 1.1, margin: 0, maxWidth: '40rem' });
export const heroText = style({ fontSize: vars.fontSize.lg, margin: 0, maxWidth: '38rem', color: '#dbe4ff' });
export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 800, fontSize: vars.fontSize.lg });
export const cta = style({
  background: '#ffffff',
  color: vars.color.primary,
  border: 'none',
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  ':hover': { background: vars.color.primarySoft },
  ':focus-visible': { outline: '3px solid #ffffff', outlineOffset: 3 },
});
export const section = style({ maxWidth: vars.width.content, margin: '0 auto', width: '100%', padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.lg}` });
export const sectionTitle = style({ fontSize: vars.fontSize.xxl, margin: `0 0 ${vars.space.lg}` });
export const grid3 = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const feature = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});
export const featureIcon = style({ display: 'block', color: vars.color.primary, marginBottom: vars.space.sm });
export const featureTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}` });
export const phases = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const phase = style({
  display: 'flex',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
});
export const phaseNumber = style({
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 800,
});
export const phaseTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
