import { beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { APP, app, row, server } from '../test/server.js';
import { fakeLive } from '../test/fake-live.js';

// The element mounts with the real graphql-ws subscribe; swap it for the fake.
const live = fakeLive();
const wsApps: string[] = [];
vi.mock('./live.js', async (orig) => ({
  ...(await orig<typeof import('./live.js')>()),
  graphqlWsSubscribe: (appUrl: string) => {
    wsApps.push(appUrl);
    return live.subscribe;
  },
}));

let loader: typeof import('./loader.js');
beforeAll(async () => {
  loader = await import('./loader.js');
});

/** Answers /graphql on any host, noting which one was asked. */
function anyApp() {
  const urls: string[] = [];
  server.use(
    graphql.operation(({ request }) => {
      urls.push(request.url);
      return HttpResponse.json({ data: { cohortStatus: null } });
    }),
  );
  return urls;
}

const stateOf = (el: Element) => el.shadowRoot?.querySelector('section')?.getAttribute('data-state');

describe('loader', () => {
  it('defines <fit-results> once', () => {
    expect(customElements.get('fit-results')).toBe(loader.FitResultsElement);
  });

  it('mounts a widget right after each widget script tag, with the script origin as app URL', async () => {
    app.cohorts.set('spring', { name: 'Spring', resultsVisible: false });
    app.cohorts.set('autumn', { name: 'Autumn', resultsVisible: true });
    app.results.set('autumn', [row(1, 'A', 3), row(2, 'B', 2), row(3, 'C', 1)]);
    document.body.innerHTML = `
      <p id="before"></p>
      <script src="${APP}/widget.js" data-cohort="spring"></script>
      <p id="middle"></p>
      <script src="${APP}/widget.js?v=2" data-cohort="autumn" data-mode="full"></script>
      <script src="https://elsewhere.example/other.js" data-cohort="spring"></script>`;
    loader.mountScriptTags();
    loader.mountScriptTags(); // a second copy of the script must not mount twice
    const widgets = [...document.querySelectorAll('fit-results')];
    expect(widgets).toHaveLength(2);
    expect(widgets[0]!.previousElementSibling!.tagName).toBe('SCRIPT');
    expect(widgets[0]!.nextElementSibling!.id).toBe('middle');
    expect(widgets.map((w) => [w.getAttribute('cohort'), w.getAttribute('mode'), w.getAttribute('app-url')])).toEqual([
      ['spring', null, APP],
      ['autumn', 'full', APP],
    ]);
    await vi.waitFor(() => expect(widgets.map(stateOf)).toEqual(['hidden', 'results']));
    expect(widgets[1]!.shadowRoot!.querySelector('[data-part="leaderboard"]')).not.toBeNull();
  });

  it('honours data-app-url, but only an http(s) one', async () => {
    const urls = anyApp();
    document.body.innerHTML = `
      <script src="https://cdn.example/assets/widget.js" data-cohort="a" data-app-url="https://app.example/fit/"></script>
      <script src="https://cdn.example/assets/widget.js" data-cohort="b" data-app-url="javascript:alert(1)"></script>`;
    loader.mountScriptTags();
    expect([...document.querySelectorAll('fit-results')].map((w) => w.getAttribute('app-url'))).toEqual(['https://app.example/fit', 'https://cdn.example/assets']);
    await vi.waitFor(() => expect(urls.sort()).toEqual(['https://app.example/fit/graphql', 'https://cdn.example/assets/graphql']));
  });

  it('works as a custom element: attributes, remount on change, unmount on removal', async () => {
    app.cohorts.set('spring', { name: 'Spring', resultsVisible: false });
    app.cohorts.set('autumn', { name: 'Autumn', resultsVisible: true });
    const el = document.createElement('fit-results');
    el.setAttribute('cohort', 'spring');
    el.setAttribute('app-url', APP);
    const openBefore = live.open;
    document.body.append(el);
    expect(live.open).toBe(openBefore + 1);
    await vi.waitFor(() => expect(stateOf(el)).toBe('hidden'));
    el.setAttribute('cohort', 'autumn');
    expect(live.open).toBe(openBefore + 1); // the old subscription closed, a new one opened
    await vi.waitFor(() => expect(stateOf(el)).toBe('empty'));
    el.remove();
    expect(live.open).toBe(openBefore);
    expect(el.shadowRoot!.querySelector('section')).toBeNull();
  });

  it('ignores an app-url that is not http(s)', async () => {
    const urls = anyApp();
    const el = document.createElement('fit-results');
    el.setAttribute('cohort', 'spring');
    el.setAttribute('app-url', 'javascript:alert(1)//');
    document.body.append(el);
    // no script tag on the page: the page's own origin
    expect(wsApps.at(-1)).toBe(location.origin);
    await vi.waitFor(() => expect(urls).toEqual([`${location.origin}/graphql`]));
  });

  it('exposes mount for programmatic use', () => {
    expect(typeof loader.mount).toBe('function');
  });
});
