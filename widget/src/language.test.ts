import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP, app, row } from '../test/server.js';
import { fakeLive } from '../test/fake-live.js';
import { mount } from './mount.js';
import type { ResultRow } from './operations.js';

/** The widget's language (docs/WIDGET.md#languages): data-lang, else <html lang>, else the browser's. */
const live = fakeLive();
vi.mock('./live.js', async (orig) => ({ ...(await orig<typeof import('./live.js')>()), graphqlWsSubscribe: () => live.subscribe }));

let loader: typeof import('./loader.js');
beforeAll(async () => {
  loader = await import('./loader.js');
});
afterEach(() => {
  document.documentElement.removeAttribute('lang');
  vi.restoreAllMocks();
});

/** A script tag as an embedder writes it (`attrs` e.g. 'data-lang="ar"'); returns the widget's parts. */
function embed(attrs = '', cohort = 'spring') {
  document.body.innerHTML = `<script src="${APP}/widget.js" data-cohort="${cohort}" data-mode="full" ${attrs}></script>`;
  loader.mountScriptTags();
  const el = document.querySelector('fit-results')!;
  const root = () => el.shadowRoot!.querySelector('section[aria-labelledby="fit-title"]') as HTMLElement;
  const all = (selector: string) => [...el.shadowRoot!.querySelectorAll(selector)].map((n) => n.textContent);
  const waitForState = (s: string) => vi.waitFor(() => expect(root().getAttribute('data-state')).toBe(s), { timeout: 2000 });
  return { el, root, all, waitForState, text: () => root().textContent ?? '' };
}

const reveal = () => {
  app.cohorts.set('spring', { name: 'Spring', resultsVisible: true });
  const votes = (a: number, b: number, c: number): Partial<ResultRow> => ({
    votes: [
      { rank: 1, count: a },
      { rank: 2, count: b },
      { rank: 3, count: c },
    ],
  });
  app.results.set('spring', [row(1, 'Rocket', 12, votes(3, 1, 0)), row(2, 'Moon', 9, votes(1, 2, 1)), row(3, 'Comet', 2), row(4, 'Dust', 1)]);
  app.heads.set('spring', {
    format: 'fit-chain-head/v1',
    keyId: '0123456789abcdef',
    cohortTag: 'spring',
    seq: '42',
    position: '1234',
    hash: 'abcdef0123456789',
    at: '2026-11-25T10:00:00.123456Z',
    signature: 'c2lnbmF0dXJl',
  });
};

describe('the widget in Arabic (data-lang="ar")', () => {
  it('is right-to-left, with Arabic texts, plurals and Arabic-Indic digits', async () => {
    reveal();
    const w = embed('data-lang="ar"');
    expect(w.el.getAttribute('lang')).toBe('ar');
    expect(w.root().getAttribute('lang')).toBe('ar');
    expect(w.root().getAttribute('dir')).toBe('rtl');
    await w.waitForState('results');
    expect(w.all('h2')).toEqual(['نتائج التصويت: Spring']);
    expect(w.all('h3')).toEqual(['منصة التتويج', 'الترتيب الكامل']);
    expect(w.all('[data-part="place"]')).toEqual(['المركز ١', 'المركز ٢', 'المركز ٣']);
    // Arabic plural forms: 12 many, 9 few, 2 two, 1 one.
    expect(w.all('[data-part="leaderboard"] > li > span:last-of-type')).toEqual(['١٢ نقطة', '٩ نقاط', 'نقطتان', 'نقطة واحدة']);
    expect(w.all('[data-part="leaderboard"] > li > span:first-child')).toEqual(['المرتبة ١', 'المرتبة ٢', 'المرتبة ٣', 'المرتبة ٤']);
    expect(w.text()).toContain('الأول:\u00a0٣ · الثاني:\u00a0١ · الثالث:\u00a0٠');
    expect(w.all('[data-part="podium"] a')).toEqual(['زيارة Rocket', 'زيارة Moon', 'زيارة Comet']);
    expect(w.all('summary')).toEqual(['رأس السلسلة الموقَّع: الموضع ١٢٣٤ · abcdef012345…']);
    expect(w.all('[role="status"]')).toEqual(['أُعلنت النتائج']);
  });

  it('says a cohort is not found in Arabic', async () => {
    const w = embed('data-lang="ar"', 'Bad Tag');
    await w.waitForState('not-found');
    expect(w.text()).toContain('لم يتم العثور على الدفعة');
  });
});

describe('an erased team', () => {
  it("is named in the widget's language, and an open widget shows the erasure when its cohort's subscription says", async () => {
    reveal();
    const w = embed('data-lang="es"');
    await w.waitForState('results');
    expect(w.all('[data-part="team-name"]')).toContain('Moon');
    // Erased: the API names it with the English marker and says so beside it; cohortChanged sends again.
    app.results.set(
      'spring',
      app.results.get('spring')!.map((r) => (r.teamName === 'Moon' ? { ...r, teamName: 'Erased team', erased: true } : r)),
    );
    live.emit({ tag: 'spring', name: 'Spring', votingOpen: false, resultsVisible: true });
    await vi.waitFor(() => expect(w.all('[data-part="team-name"]')).toEqual(['Rocket', 'Equipo borrado', 'Comet', 'Rocket', 'Equipo borrado', 'Comet', 'Dust']));
    expect(w.text()).not.toContain('Erased team');
    expect(w.all('[data-part="podium"] a')).toContain('Visitar Equipo borrado');
  });

  it('in Arabic too', async () => {
    reveal();
    app.results.set(
      'spring',
      app.results.get('spring')!.map((r, i) => (i === 0 ? { ...r, teamName: 'Erased team', erased: true } : r)),
    );
    const w = embed('data-lang="ar"');
    await w.waitForState('results');
    expect(w.all('[data-part="team-name"]')[0]).toBe('فريق ممحو');
  });
});

describe('choosing the language', () => {
  it('data-lang="es": Spanish', async () => {
    reveal();
    const w = embed('data-lang="es"');
    await w.waitForState('results');
    expect(w.root().getAttribute('lang')).toBe('es');
    expect(w.root().getAttribute('dir')).toBe('ltr');
    expect(w.all('h2')).toEqual(['Resultados de la votación: Spring']);
    expect(w.all('[data-part="place"]')).toEqual(['1.º puesto', '2.º puesto', '3.º puesto']);
    expect(w.all('[data-part="podium"] p:not([data-part])')).toEqual(['12 puntos', '9 puntos', '2 puntos']);
    expect(w.text()).toContain('1 punto');
    expect(w.text()).toContain('1.º:\u00a03 · 2.º:\u00a01 · 3.º:\u00a00');
    expect(w.text()).toContain('Visitar sitio web');
  });

  it("without data-lang, the page's <html lang> (de)", async () => {
    document.documentElement.lang = 'de-AT';
    app.cohorts.set('spring', { name: 'Frühling', resultsVisible: false });
    const w = embed();
    await w.waitForState('hidden');
    expect(w.root().getAttribute('lang')).toBe('de');
    expect(w.all('h2')).toEqual(['Abstimmungsergebnisse: Frühling']);
    expect(w.text()).toContain('Ergebnisse noch nicht verfügbar');
    expect(w.text()).toContain('Schau später noch einmal vorbei!');
  });

  it('an unsupported data-lang falls back as if there were none: English here', async () => {
    app.cohorts.set('spring', { name: 'Spring', resultsVisible: false });
    const w = embed('data-lang="fr"');
    await w.waitForState('hidden');
    expect(w.root().getAttribute('lang')).toBe('en');
    expect(w.all('h2')).toEqual(['Voting Results: Spring']);
    expect(w.text()).toContain('Results Not Yet Available');
  });

  it("an unsupported data-lang on an Arabic page: the page's language", async () => {
    document.documentElement.lang = 'ar';
    app.cohorts.set('spring', { name: 'Spring', resultsVisible: false });
    const w = embed('data-lang="klingon"');
    await w.waitForState('hidden');
    expect(w.root().getAttribute('dir')).toBe('rtl');
    expect(w.text()).toContain('النتائج غير متاحة بعد');
  });

  it("without data-lang or a supported <html lang>, the browser's first supported language", async () => {
    document.documentElement.lang = 'fr';
    vi.spyOn(Navigator.prototype, 'languages', 'get').mockReturnValue(['fr-FR', 'es-MX', 'en']);
    app.cohorts.set('spring', { name: 'Spring', resultsVisible: false });
    const w = embed();
    await w.waitForState('hidden');
    expect(w.root().getAttribute('lang')).toBe('es');
    expect(w.text()).toContain('Resultados aún no disponibles');
  });

  it('the element re-renders when its lang changes', async () => {
    app.cohorts.set('spring', { name: 'Spring', resultsVisible: false });
    const el = document.createElement('fit-results');
    el.setAttribute('cohort', 'spring');
    el.setAttribute('app-url', APP);
    el.setAttribute('lang', 'de');
    document.body.append(el);
    const title = () => el.shadowRoot!.querySelector('h2')!.textContent;
    await vi.waitFor(() => expect(title()).toBe('Abstimmungsergebnisse: Spring'));
    el.setAttribute('lang', 'en');
    await vi.waitFor(() => expect(title()).toBe('Voting Results: Spring'));
  });

  it("a prize category's score in the language's number format", async () => {
    app.cohorts.set('spring', { name: 'Spring', resultsVisible: true });
    const scored = (rank: number, name: string, score: number) => {
      const { totalPoints: _, ...r } = row(rank, name, 0);
      return { ...r, score };
    };
    app.categories.set('spring', [{ categoryId: 'c1', name: 'Bester Pitch', rows: [scored(1, 'A', 0.875), scored(2, 'B', 0.5), scored(3, 'C', 0.25)] }]);
    for (const [lang, first] of [
      ['de', 'Wertung 87,5 / 100'],
      ['ar', 'الدرجة ٨٧٫٥ من ١٠٠'],
      ['en', 'score 87.5 / 100'],
    ] as const) {
      const host = document.createElement('div');
      document.body.append(host);
      const handle = mount(host, { cohort: 'spring', category: 'c1', lang, appUrl: APP, subscribe: live.subscribe });
      await vi.waitFor(() => expect(host.shadowRoot!.querySelector('[data-part="podium"] li p:not([data-part])')?.textContent).toBe(first));
      handle.unmount();
    }
  });
});
