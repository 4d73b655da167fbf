import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/** The one theme contract: every colour, space, radius and type size comes from here. */
export const vars = createGlobalTheme(':root', {
  color: {
    bg: '#f6f7fb',
    surface: '#ffffff',
    surfaceMuted: '#f1f4f9',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d7dce5',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    primarySoft: '#e0e9ff',
    success: '#166534',
    successSoft: '#dcfce7',
    warning: '#92400e',
    warningSoft: '#fef3c7',
    // Orange, between warning (yellow) and danger (red): the showcase's 'Submit Required to Vote'.
    attention: '#9a3412',
    attentionSoft: '#ffedd5',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    focus: '#2563eb',
    avatar: '#2563eb',
    overlay: 'rgba(17, 24, 39, 0.55)',
    code: '#0f172a',
    codeText: '#e2e8f0',
  },
  space: {
    none: '0',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '0.375rem', md: '0.625rem', lg: '1rem', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
    hero: 'clamp(2rem, 6vw, 3.25rem)',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 6px 20px rgba(15, 23, 42, 0.12)',
  },
  width: { content: '72rem', narrow: '48rem' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: 1.5,
  overflowX: 'hidden',
});
globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('h1, h2, h3, h4, p', { marginTop: 0, overflowWrap: 'anywhere' });
globalStyle('a', { color: vars.color.primary });
globalStyle('img, svg', { maxWidth: '100%' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
