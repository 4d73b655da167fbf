import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { REVEAL_STAGE_MS } from '@fit/events/shared/constants';
import { vars } from './theme.css.js';

export const section = style({ containerType: 'inline-size', marginBlockEnd: '8px' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: '1fr',
  '@container': {
    '(min-width: 420px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'end' },
  },
});

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
});

export const place = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '6px',
  textAlign: 'center',
  minInlineSize: 0,
});

/*
 * The list stays in rank order for screen readers; on wide layouts the classic 2-1-3 podium is
 * only a visual reordering. Places rise in as on the results page (3rd, 2nd, then 1st) unless
 * the visitor asked for reduced motion.
 */
const placeAt = (order: number, delayMs: number, stepHeight: string, medal: string) =>
  style({
    '@container': { '(min-width: 420px)': { order } },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${rise} 0.5s ease-out ${delayMs}ms both`,
      },
    },
    vars: { '--fit-step-height': stepHeight, '--fit-medal': medal },
  });

export const rankPlace = styleVariants({
  1: [placeAt(2, REVEAL_STAGE_MS[2], '96px', vars.gold)],
  2: [placeAt(1, REVEAL_STAGE_MS[1], '72px', vars.silver)],
  3: [placeAt(3, REVEAL_STAGE_MS[0], '52px', vars.bronze)],
});

export const medal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: 'var(--fit-medal)',
  color: '#1f2937',
  fontWeight: 800,
  fontSize: '0.85em',
});

export const name = style({
  margin: 0,
  fontWeight: 700,
  fontSize: '1.05em',
  maxInlineSize: '100%',
  overflowWrap: 'anywhere',
});

export const points = style({ margin: 0, color: vars.muted, fontVariantNumeric: 'tabular-nums' });

export const step = style({
  inlineSize: '100%',
  height: 'var(--fit-step-height)',
  marginBlockStart: '4px',
  borderRadius: `${vars.radius} ${vars.radius} 0 0`,
  background: 'var(--fit-medal)',
  opacity: 0.85,
});
