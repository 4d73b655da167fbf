import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.js';

export const section = style({ marginBlockStart: '24px' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '4px 12px',
  paddingBlock: '10px',
  paddingInline: '12px',
  borderRadius: vars.radius,
  background: vars.surface,
  border: `1px solid ${vars.border}`,
});

export const rank = style({ minInlineSize: '2.5ch', fontWeight: 800, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const body = style({ minInlineSize: 0 });

export const name = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.muted, fontSize: '0.875em' });

export const points = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const bar = style({
  gridColumn: '1 / -1',
  height: '6px',
  borderRadius: '3px',
  background: vars.border,
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.accent, borderRadius: '3px' });
