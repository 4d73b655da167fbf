import { createGlobalThemeContract, fallbackVar } from '@vanilla-extract/css';

/**
 * The widget's theme contract. The CSS variable names are a public, documented API
 * (docs/WIDGET.md): a host page sets them on the widget element or any ancestor, and custom
 * properties inherit into the shadow root. Renaming one is a breaking change.
 */
export const themeContract = createGlobalThemeContract({
  accent: 'fit-accent',
  bg: 'fit-bg',
  surface: 'fit-surface',
  text: 'fit-text',
  muted: 'fit-muted',
  border: 'fit-border',
  font: 'fit-font',
  radius: 'fit-radius',
  gold: 'fit-gold',
  silver: 'fit-silver',
  bronze: 'fit-bronze',
  avatarBg: 'fit-avatar-bg',
  avatarText: 'fit-avatar-text',
});

/** Defaults, used when the host page sets nothing. */
export const themeDefaults = {
  accent: '#2563eb',
  bg: '#ffffff',
  surface: '#f8fafc',
  text: '#0f172a',
  muted: '#475569',
  border: '#e2e8f0',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  radius: '12px',
  gold: '#f5c542',
  silver: '#c0c7d1',
  bronze: '#d08a4e',
  avatarBg: '#2563eb',
  avatarText: '#ffffff',
} satisfies Record<keyof typeof themeContract, string>;

type Vars = { [K in keyof typeof themeContract]: string };

/** What the styles use: `var(--fit-accent, #2563eb)` and so on. */
export const vars = Object.fromEntries(Object.entries(themeContract).map(([k, v]) => [k, fallbackVar(v, themeDefaults[k as keyof Vars])])) as Vars;
