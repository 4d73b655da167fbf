import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';

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
});
