import { describe, expect, it, vi } from 'vitest';
import { mount } from './mount.js';
import { APP, app, row } from '../test/server.js';
import { fakeLive } from '../test/fake-live.js';

/** data-category: a prize category's podium instead of the overall one. */
function setup(category: string | null) {
  const host = document.createElement('div');
  document.body.append(host);
  const live = fakeLive();
  mount(host, { cohort: 'spring', category, appUrl: APP, subscribe: live.subscribe });
  const shadow = host.shadowRoot!;
  const region = () => shadow.querySelector('section[aria-labelledby="fit-title"]') as HTMLElement;
  const names = () => [...shadow.querySelectorAll('[data-part="podium"] > li [data-part="team-name"]')].map((n) => n.textContent);
  return { live, shadow, region, names, waitForState: (s: string) => vi.waitFor(() => expect(region().getAttribute('data-state')).toBe(s), { timeout: 2000 }) };
}

const scored = (rank: number, name: string, score: number) => {
  const { totalPoints: _, ...r } = row(rank, name, 0);
  return { ...r, score };
};

describe('data-category', () => {
  it("shows the named category's podium with scores out of 100, by name or id", async () => {
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: true });
    app.results.set('spring', [row(1, 'Overall Winner', 9), row(2, 'B', 6), row(3, 'C', 3)]);
    app.categories.set('spring', [
      { categoryId: 'c1', name: 'Best pitch', rows: [scored(1, 'Pitch Pros', 0.875), scored(2, 'Blue Moon', 0.5), scored(3, 'Comet Co', 0.25)] },
    ]);
    for (const category of ['best PITCH', 'c1']) {
      const w = setup(category);
      await w.waitForState('results');
      expect(w.shadow.querySelector('h2')!.textContent).toBe('Voting Results: Spring 2026 — Best pitch');
      expect(w.names()).toEqual(['Pitch Pros', 'Blue Moon', 'Comet Co']);
      expect(w.region().textContent).toContain('score 87.5 / 100');
    }
  });

  it('without data-category, the overall podium; an unknown category shows no result', async () => {
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: true });
    app.results.set('spring', [row(1, 'Overall Winner', 9), row(2, 'B', 6), row(3, 'C', 3)]);
    const overall = setup(null);
    await overall.waitForState('results');
    expect(overall.names()[0]).toBe('Overall Winner');
    expect(app.calls.some((c) => c.operation === 'WidgetCategoryResults')).toBe(false);
    const unknown = setup('Nope');
    await unknown.waitForState('empty');
  });

  it('follows a late score after the reveal: the category podium is read again', async () => {
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: true });
    app.categories.set('spring', [{ categoryId: 'c1', name: 'Best pitch', rows: [scored(1, 'A', 0.9), scored(2, 'B', 0.5), scored(3, 'C', 0.2)] }]);
    const w = setup('Best pitch');
    await w.waitForState('results');
    app.categories.set('spring', [{ categoryId: 'c1', name: 'Best pitch', rows: [scored(1, 'B', 0.95), scored(2, 'A', 0.9), scored(3, 'C', 0.2)] }]);
    w.live.categoriesChanged();
    await vi.waitFor(() => expect(w.names()).toEqual(['B', 'A', 'C']), { timeout: 2000 });
  });
});
