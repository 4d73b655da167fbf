import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders } from '../../testing/render.tsx';
import { PrivacyPage } from './privacy.tsx';

describe('simple pages', () => {
  it('404 for any other path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });

  it('privacy policy: effective June 12, 2025, seven sections', async () => {
    renderApp('/privacy');
    expect(await screen.findByText('Effective date: June 12, 2025')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  });

  it('credits: back to home and the six attribution cards', async () => {
    renderApp('/credits');
    expect((await screen.findByRole('link', { name: /Back to Home/ })).getAttribute('href')).toBe('/');
    for (const t of ['Assets', 'Font', 'Technologies', 'UI', 'Backend', 'Tools']) expect(screen.getByRole('heading', { name: t })).toBeTruthy();
  });

  it('landing: Get Started, three features, eight landing titles, footer links, no shared header', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeTruthy();
    for (const t of ['8 Strategic Phases', 'Team Collaboration', 'AI-Powered Prompts']) {
      const feature = screen.getByRole('heading', { name: t }).closest('li')!;
      // Each feature's icon is a decorative SVG, not an emoji that needs an emoji font.
      expect(feature.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByRole('heading', { name: 'Market & Competitor Research' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Launch Strategy & Go-to-Market' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Credits' }).getAttribute('href')).toBe('/credits');
    expect(screen.queryByRole('navigation', { name: 'Phases' })).toBeNull();
  });

  it('privacy policy in Spanish: translated headings, the date in Spanish, no English', async () => {
    renderWithProviders(<PrivacyPage />, '/privacy', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getByText('Fecha de entrada en vigor: 12 de junio de 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Información que recopilamos' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Privacy Policy' })).toBeNull();
    expect(screen.queryByText(/Information We Collect/)).toBeNull();
  });

  it('404 in German, with the header and footer in German too', async () => {
    window.localStorage.setItem('fit_locale', 'de');
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404: Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
    // The header waits for the account query's answer (a spinner until then), which the page's own heading does not.
    expect(await screen.findByRole('button', { name: /Konto/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Found-in-Two Startseite' })).toBeTruthy();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
    expect(screen.queryByRole('button', { name: /Account/ })).toBeNull();
  });

  it('credits in Arabic: right to left, translated cards, product names as they are', async () => {
    window.localStorage.setItem('fit_locale', 'ar');
    renderApp('/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'الشكر والتقدير' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('link', { name: /العودة إلى الصفحة الرئيسية/ }).getAttribute('href')).toBe('/');
    for (const t of ['الموارد', 'الخط', 'التقنيات', 'الواجهة', 'الخادم', 'الأدوات']) expect(screen.getByRole('heading', { name: t })).toBeTruthy();
    expect(screen.getByText('React Router')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Technologies' })).toBeNull();
  });
});
