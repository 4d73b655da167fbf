import { describe, expect, it, vi } from 'vitest';
import { mount, type WidgetHandle } from './mount.js';
import { APP, app, row } from '../test/server.js';
import { fakeLive } from '../test/fake-live.js';

function setup(opts: { cohort?: string | null; mode?: string } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const live = fakeLive();
  const handle: WidgetHandle = mount(host, {
    cohort: opts.cohort === undefined ? 'spring' : opts.cohort,
    mode: opts.mode,
    appUrl: APP,
    subscribe: live.subscribe,
  });
  const shadow = host.shadowRoot!;
  const region = () => shadow.querySelector('section[aria-labelledby="fit-title"]') as HTMLElement;
  const text = () => region()?.textContent ?? '';
  const state = () => region()?.getAttribute('data-state');
  const waitForState = (s: string) => vi.waitFor(() => expect(state()).toBe(s), { timeout: 2000 });
  const names = (part: 'podium' | 'leaderboard') => [...shadow.querySelectorAll(`[data-part="${part}"] > li [data-part="team-name"]`)].map((n) => n.textContent);
  return { host, shadow, handle, live, region, text, state, waitForState, names };
}

const reveal = (tag = 'spring', name = 'Spring 2026') => app.cohorts.set(tag, { name, resultsVisible: true });
const podiumRows = () => [row(1, 'Rocket Labs', 9), row(2, 'Blue Moon', 6), row(3, 'Comet Co', 3), row(4, 'Dust', 1)];

describe('mount', () => {
  it('renders into a shadow root, shows loading first, then the cohort state', async () => {
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: false });
    const w = setup();
    expect(w.host.shadowRoot).toBeTruthy();
    expect(w.host.childNodes).toHaveLength(0); // nothing in the light DOM
    expect(w.state()).toBe('loading');
    expect(w.region().getAttribute('aria-busy')).toBe('true');
    await w.waitForState('hidden');
    expect(w.region().getAttribute('aria-busy')).toBe('false');
    expect(w.shadow.querySelector('h2')!.textContent).toBe('Voting Results: Spring 2026');
    expect(w.text()).toContain('Results Not Yet Available');
    expect(w.text()).toContain('The final votes are being tallied. Please check back later!');
    expect(w.live.tags()).toEqual(['spring']);
  });

  it('carries its styles into the shadow root', () => {
    app.cohorts.set('spring', { name: 'S', resultsVisible: false });
    const w = setup();
    const adopted = w.shadow.adoptedStyleSheets?.length ?? 0;
    const styleTags = w.shadow.querySelectorAll('style[data-fit-widget]').length;
    expect(adopted + styleTags).toBe(1);
  });

  it("shows 'Cohort Not Found' for an unknown cohort and stops listening", async () => {
    const w = setup({ cohort: 'nope' });
    await w.waitForState('not-found');
    expect(w.text()).toContain('Cohort Not Found');
    expect(w.text()).toContain('Please check the URL and try again.');
    expect(w.live.open).toBe(0);
  });

  it.each([null, '', 'Bad Tag', '../graphql', 'x'.repeat(65), '<script>'])('never sends an impossible tag (%j) anywhere', async (cohort) => {
    const w = setup({ cohort });
    expect(w.state()).toBe('not-found');
    await new Promise((r) => setTimeout(r, 20));
    expect(app.calls).toEqual([]);
    expect(w.live.open).toBe(0);
  });

  it("shows 'No votes yet' when the results have no rows", async () => {
    reveal();
    const w = setup();
    await w.waitForState('empty');
    expect(w.text()).toContain('No votes yet');
    expect(w.text()).toContain('Results will appear here once voting begins and teams submit their votes.');
  });

  it('shows the top three in rank order with avatar, name, points and a safe Visit link', async () => {
    reveal();
    // Out of order on purpose: the widget orders by rank.
    app.results.set('spring', [row(3, 'Comet Co', 3), row(1, 'Rocket Labs', 9, { avatarIcon: 'rocket.svg' }), row(4, 'Dust', 1), row(2, 'Blue Moon', 6)]);
    const w = setup();
    await w.waitForState('results');
    expect(w.shadow.querySelector('h3')!.textContent).toBe('Championship Podium');
    expect(w.names('podium')).toEqual(['Rocket Labs', 'Blue Moon', 'Comet Co']);
    const items = [...w.shadow.querySelectorAll('[data-part="podium"] > li')];
    expect(items.map((li) => li.getAttribute('data-rank'))).toEqual(['1', '2', '3']);
    expect(items[0]!.textContent).toContain('9 points');
    expect(items[2]!.textContent).toContain('3 points');
    const img = items[0]!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${APP}/team_icons/rocket.svg`);
    expect(img.getAttribute('alt')).toBe('');
    expect(items[1]!.textContent).toContain('BM'); // initials tile
    const link = items[0]!.querySelector('a')!;
    expect(link.textContent).toBe('Visit Rocket Labs');
    expect(link.getAttribute('href')).toBe('https://rocket-labs.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // podium mode: no leaderboard
    expect(w.shadow.querySelector('[data-part="leaderboard"]')).toBeNull();
    expect(w.text()).not.toContain('Dust');
  });

  it('keeps the API order within a shared rank', async () => {
    reveal();
    app.results.set('spring', [row(1, 'Alpha', 5), row(1, 'Beta', 5), row(3, 'Gamma', 2)]);
    const w = setup();
    await w.waitForState('results');
    expect(w.names('podium')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect([...w.shadow.querySelectorAll('[data-part="podium"] > li')].map((li) => li.getAttribute('data-rank'))).toEqual(['1', '1', '3']);
    // The same place labels as the web podium: tied teams share theirs.
    expect([...w.shadow.querySelectorAll('[data-part="place"]')].map((p) => p.textContent)).toEqual(['1st Place', '1st Place', '3rd Place']);
  });

  it("adds the complete leaderboard in 'full' mode", async () => {
    reveal();
    app.results.set('spring', [
      ...podiumRows().slice(0, 3),
      row(4, 'Dust', 1, {
        websiteUrl: null,
        votes: [
          { rank: 1, count: 0 },
          { rank: 2, count: 0 },
          { rank: 3, count: 1 },
        ],
      }),
    ]);
    const w = setup({ mode: 'full' });
    await w.waitForState('results');
    expect(w.region().getAttribute('data-mode')).toBe('full');
    expect([...w.shadow.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Championship Podium', 'Complete Leaderboard']);
    expect(w.names('leaderboard')).toEqual(['Rocket Labs', 'Blue Moon', 'Comet Co', 'Dust']);
    const last = w.shadow.querySelector('[data-part="leaderboard"] > li:last-child')!;
    expect(last.textContent).toContain('1st: 0 · 2nd: 0 · 3rd: 1');
    expect(last.querySelector('a')).toBeNull(); // no URL, no link
    const first = w.shadow.querySelector('[data-part="leaderboard"] > li')!;
    expect(first.querySelector('a')!.getAttribute('aria-label')).toBe('Visit Website of Rocket Labs');
  });

  it('lists fewer than three teams instead of a podium', async () => {
    reveal();
    app.results.set('spring', [row(1, 'Solo', 3), row(2, 'Duo', 2)]);
    const w = setup();
    await w.waitForState('results');
    expect(w.shadow.querySelector('[data-part="podium"]')).toBeNull();
    expect(w.names('leaderboard')).toEqual(['Solo', 'Duo']);
  });

  it("names a team without a name 'Unknown Team'", async () => {
    reveal();
    app.results.set('spring', [row(1, 'A', 3), row(2, '  ', 2), row(3, 'C', 1, { teamName: null as unknown as string })]);
    const w = setup();
    await w.waitForState('results');
    expect(w.names('podium')).toEqual(['A', 'Unknown Team', 'Unknown Team']);
  });

  it('renders hostile strings as text, never as markup', async () => {
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    app.cohorts.set('spring', { name: evil, resultsVisible: true });
    app.results.set('spring', [row(1, evil, 3, { avatarIcon: '../../evil.svg" onerror="alert(3)' }), row(2, '<b>bold</b>', 2), row(3, '&amp; "quoted"', 1)]);
    const w = setup({ mode: 'full' });
    await w.waitForState('results');
    expect(w.shadow.querySelector('h2')!.textContent).toBe(`Voting Results: ${evil}`);
    expect(w.names('podium')).toEqual([evil, '<b>bold</b>', '&amp; "quoted"']);
    expect(w.shadow.querySelectorAll('script, b, [onerror]')).toHaveLength(0);
    // the unknown icon is not requested; the initials tile stands in
    expect(w.shadow.querySelectorAll('img')).toHaveLength(0);
    expect(w.shadow.querySelector('a')!.textContent).toBe(`Visit ${evil}`);
  });

  it('links only http and https websites', async () => {
    reveal();
    app.results.set('spring', [
      row(1, 'Js', 3, { websiteUrl: 'javascript:alert(document.cookie)' }),
      row(2, 'Data', 2, { websiteUrl: 'data:text/html,<script>alert(1)</script>' }),
      row(3, 'Bare', 1, { websiteUrl: 'bare.example/path' }),
      row(4, 'Mixed', 1, { websiteUrl: ' JaVaScRiPt:alert(1)' }),
      row(5, 'Plain', 1, { websiteUrl: 'http://plain.example' }),
    ]);
    const w = setup({ mode: 'full' });
    await w.waitForState('results');
    const hrefs = [...w.shadow.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://bare.example/path', 'https://bare.example/path', 'http://plain.example/']);
    expect(w.text()).not.toContain('Visit Js');
    expect(w.text()).not.toContain('Visit Data');
  });

  it('sends only credential-less POSTs to the app', async () => {
    reveal();
    const spy = vi.spyOn(globalThis, 'fetch');
    const w = setup();
    await w.waitForState('empty');
    expect(spy).toHaveBeenCalled();
    for (const [url, init] of spy.mock.calls) {
      expect(String(url)).toBe(`${APP}/graphql`);
      expect(init?.credentials).toBe('omit');
      expect(init?.method).toBe('POST');
    }
    spy.mockRestore();
  });

  it('switches to the podium live when the subscription reports the reveal', async () => {
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: false });
    app.results.set('spring', podiumRows());
    const w = setup();
    await w.waitForState('hidden');
    const before = app.calls.length;
    // The instructor reveals: the app flips, the subscription reports it.
    reveal();
    w.live.emit({ tag: 'spring', name: 'Spring 2026', votingOpen: false, resultsVisible: true });
    await w.waitForState('results');
    expect(w.names('podium')).toEqual(['Rocket Labs', 'Blue Moon', 'Comet Co']);
    expect(app.calls.slice(before).map((c) => c.operation)).toEqual(['WidgetResults']);
    expect(w.region().querySelector('[role="status"]')!.textContent).toBe('Results revealed');
    // …and back when the results are hidden again.
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: false });
    w.live.emit({ tag: 'spring', name: 'Spring 2026', votingOpen: false, resultsVisible: false });
    await w.waitForState('hidden');
  });

  it('looks again when the socket (re)connects, without redrawing what did not change', async () => {
    reveal();
    app.results.set('spring', podiumRows());
    const w = setup();
    await w.waitForState('results');
    const podium = w.shadow.querySelector('[data-part="podium"]');
    const before = app.calls.length;
    w.live.resync();
    await vi.waitFor(() => expect(app.calls.length).toBe(before + 2));
    await new Promise((r) => setTimeout(r, 10));
    expect(w.shadow.querySelector('[data-part="podium"]')).toBe(podium);
  });

  it('treats a results answer of FORBIDDEN as not yet revealed', async () => {
    reveal();
    const w = setup();
    // hidden again between the status and the results request
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: false });
    w.live.emit({ tag: 'spring', name: 'Spring 2026', votingOpen: false, resultsVisible: true });
    await w.waitForState('hidden');
    expect(w.text()).toContain('Results Not Yet Available');
  });

  it('shows a fallback when the app cannot be reached, and recovers on resync', async () => {
    app.offline = true;
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: false });
    const w = setup();
    await w.waitForState('error');
    expect(w.text()).toContain('Failed to fetch results');
    app.offline = false;
    w.live.resync();
    await w.waitForState('hidden');
  });

  it('unmount closes the subscription, cancels work and leaves nothing behind', async () => {
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: false });
    const w = setup();
    expect(w.live.open).toBe(1);
    w.handle.unmount();
    expect(w.live.open).toBe(0);
    expect(w.live.closed).toBe(1);
    expect(w.region()).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(w.region()).toBeNull(); // the in-flight answer is dropped
    w.handle.unmount(); // idempotent
    expect(w.live.closed).toBe(1);
  });

  it('can be mounted again on the same host', async () => {
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: false });
    const w = setup();
    w.handle.unmount();
    const again = mount(w.host, { cohort: 'spring', appUrl: APP, subscribe: w.live.subscribe });
    await vi.waitFor(() => expect(w.region().getAttribute('data-state')).toBe('hidden'));
    expect(w.shadow.querySelectorAll('section[aria-labelledby="fit-title"]')).toHaveLength(1);
    again.unmount();
  });

  it('runs several widgets side by side', async () => {
    app.cohorts.set('spring', { name: 'Spring', resultsVisible: false });
    app.cohorts.set('autumn', { name: 'Autumn', resultsVisible: true });
    app.results.set('autumn', podiumRows());
    const a = setup({ cohort: 'spring' });
    const b = setup({ cohort: 'autumn', mode: 'full' });
    await a.waitForState('hidden');
    await b.waitForState('results');
    expect(b.names('leaderboard')).toHaveLength(4);
  });

  it("follows the instructor's reveal stage live: 3rd, then 2nd, then 1st and the rest; ignores a rehearsal", async () => {
    app.cohorts.set('spring', { name: 'Spring 2026', resultsVisible: true, revealStage: 0, rehearsal: false });
    app.results.set('spring', podiumRows());
    const w = setup({ mode: 'full' });
    await w.waitForState('results');
    const hidden = () => w.shadow.querySelectorAll('[data-part="podium"] > li[data-hidden="true"]').length;
    expect(hidden()).toBe(3);
    expect(w.text()).not.toContain('Rocket Labs');
    expect(w.shadow.querySelector('[data-part="leaderboard"]')).toBeNull();
    const step = (revealStage: number, rehearsal = false) =>
      w.live.emit({ tag: 'spring', name: 'Spring 2026', votingOpen: false, resultsVisible: true, revealStage, rehearsal });
    step(1);
    await vi.waitFor(() => expect(hidden()).toBe(2));
    expect(w.names('podium')).toEqual(['Comet Co']);
    step(2);
    await vi.waitFor(() => expect(w.names('podium')).toEqual(['Blue Moon', 'Comet Co']));
    expect(w.shadow.querySelector('[data-part="leaderboard"]')).toBeNull();
    step(3);
    await vi.waitFor(() => expect(w.names('podium')).toEqual(['Rocket Labs', 'Blue Moon', 'Comet Co']));
    expect(w.names('leaderboard')).toContain('Dust');
    // A rehearsal is sample data for the room: the widget keeps showing everything real.
    step(0, true);
    await vi.waitFor(() => expect(hidden()).toBe(0));
  });

  it('carries the signed chain head: short on screen, whole on a click', async () => {
    reveal();
    app.results.set('spring', podiumRows());
    const head = {
      format: 'fit-chain-head/v1',
      keyId: '0123456789abcdef',
      cohortTag: 'spring',
      seq: '42',
      position: '57',
      hash: 'ab'.repeat(32),
      at: '2026-11-25T10:00:00.123456Z',
      signature: 'c2lnbmF0dXJl',
    };
    app.heads.set('spring', head);
    const w = setup();
    await w.waitForState('results');
    const el = w.shadow.querySelector('[data-part="chain-head"]') as HTMLDetailsElement;
    expect(el.tagName).toBe('DETAILS');
    expect(el.querySelector('summary')!.textContent).toBe(`Signed head: position 57 · ${'ab'.repeat(6)}…`);
    expect(JSON.parse(el.querySelector('code')!.textContent!)).toEqual(head);
  });
});
