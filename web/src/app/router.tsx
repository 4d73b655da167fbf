import { lazy, Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/ui/ErrorBoundary/ErrorBoundary.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';

/*
 * Every route is its own lazy chunk. The landing page stands alone so it ships without Apollo;
 * every other page sits in the shell (providers, header, footer). Declarative routes rather
 * than a data router: the data router's code alone would push the landing page past its
 * 100 KB gzip budget, and nothing here uses loaders or actions.
 */

/** A route's page: its chunk loaded when first shown, or before the first render when it is the page opened (preloadRoute). */
type Page = ComponentType & { preload(): Promise<unknown> };

/**
 * A page whose chunk is loaded on demand. Once loaded, a new mount renders it at once instead of
 * suspending: React holds back the commit that replaces a fallback until 300 ms after the
 * fallback showed, so a page that suspended on its chunk started its own requests about 0.2 s
 * late (docs/PERFORMANCE.md, "Session view"). A mount keeps the way it started, so a page
 * mounted through the lazy component is never swapped for (and remounted as) the loaded one.
 */
function page(load: () => Promise<{ Component: ComponentType }>): Page {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const fetch = () =>
    (loading ??= load().then(
      (m) => (loaded = m.Component),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  const Lazy = lazy(() => fetch().then((Component) => ({ default: Component })));
  function Page() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload: fetch });
}

const Landing = page(() => import('./routes/landing.tsx'));
const AppShell = page(() => import('./layout/AppShell.tsx'));
const Phase = page(() => import('./routes/phase.tsx'));
const Credits = page(() => import('./routes/credits.tsx'));
const Privacy = page(() => import('./routes/privacy.tsx'));
const AdminLogin = page(() => import('./routes/admin-login.tsx'));
const Admin = page(() => import('./routes/admin.tsx'));
const Showcase = page(() => import('./routes/showcase.tsx'));
const Results = page(() => import('./routes/results.tsx'));
const ResultsPresent = page(() => import('./routes/results-present.tsx'));
const AdminReveal = page(() => import('./routes/admin-reveal.tsx'));
const AdminJudging = page(() => import('./routes/admin-judging.tsx'));
const AdminSession = page(() => import('./routes/admin-session.tsx'));
const Judge = page(() => import('./routes/judge.tsx'));
const Review = page(() => import('./routes/review.tsx'));
const Workbook = page(() => import('./routes/workbook.tsx'));
const NotFound = page(() => import('./routes/not-found.tsx'));
const Verify = page(() => import('./routes/verify.tsx'));

const route = (path: string | undefined, Page: Page, children?: RouteObject[]): RouteObject => ({
  ...(path === undefined ? {} : { path }),
  element: <Page />,
  handle: Page,
  ...(children ? { children } : {}),
});

/** The routes, read both to render and to preload the page opened. */
const routes: RouteObject[] = [
  route('/', Landing),
  route('/results/:cohortTag/present', ResultsPresent),
  route(undefined, AppShell, [
    route('/phase/:id', Phase),
    route('/credits', Credits),
    route('/privacy', Privacy),
    route('/admin-login', AdminLogin),
    route('/admin', Admin),
    route('/admin/cohorts/:cohortTag/reveal', AdminReveal),
    route('/admin/cohorts/:cohortTag/judging', AdminJudging),
    route('/admin/cohorts/:cohortTag/session', AdminSession),
    route('/judge', Judge),
    route('/judge/:token', Judge),
    route('/review', Review),
    route('/workbook', Workbook),
    route('/showcase/:cohortTag', Showcase),
    route('/results/:cohortTag', Results),
    route('/verify', Verify),
    route('*', NotFound),
  ]),
];

/** Loads the chunks of the pages a path shows (the shell and the page), so its first render does not suspend on them. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all((matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle as Page).preload()));
}

export function AppRoutes() {
  return useRoutes(routes);
}

/** The whole app: in the page's language, routes inside an error boundary, chunks behind one quiet Suspense. */
export function App() {
  return (
    <I18nProvider>
      <BrowserRouter>
        <ErrorBoundary>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </BrowserRouter>
    </I18nProvider>
  );
}
