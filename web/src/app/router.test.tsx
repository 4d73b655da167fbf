import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render.tsx';
import { preloadRoute } from './router.tsx';

/*
 * Its own file: a page loaded here stays loaded for the module's life, and the other page tests
 * open theirs through the lazy chunk, as a link followed in the app does.
 */
describe('the page opened', () => {
  it('shows in the first render once its chunks are preloaded, without suspending (its requests start as it renders)', async () => {
    await preloadRoute('/credits');
    renderApp('/credits');
    // No waiting: the shell and the page are on screen in the render that mounted them.
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Technologies' })).toBeTruthy();
  });

  it('a page not preloaded still opens, through its lazy chunk (as a link followed in the app)', async () => {
    renderApp('/privacy');
    expect(await screen.findByText('Effective date: June 12, 2025')).toBeTruthy();
  });
});
