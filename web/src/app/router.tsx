import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '../components/ui/ErrorBoundary/ErrorBoundary.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';

/*
 * Every route is its own lazy chunk. The landing page stands alone so it ships without Apollo;
 * every other page sits in the shell (providers, header, footer). Declarative routes rather
 * than a data router: the data router's code alone would push the landing page past its
 * 100 KB gzip budget, and nothing here uses loaders or actions.
 */
const page = (load: () => Promise<{ Component: ComponentType }>) => lazy(() => load().then((m) => ({ default: m.Component })));

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

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="/results/:cohortTag/present" element={<ResultsPresent />} />
      <Route element={<AppShell />}>
        <Route path="/phase/:id" element={<Phase />} />
        <Route path="/credits" element={<Credits />} />
        <Route path="/privacy" element={<Privacy />} />
        <Route path="/admin-login" element={<AdminLogin />} />
        <Route path="/admin" element={<Admin />} />
        <Route path="/admin/cohorts/:cohortTag/reveal" element={<AdminReveal />} />
        <Route path="/admin/cohorts/:cohortTag/judging" element={<AdminJudging />} />
        <Route path="/admin/cohorts/:cohortTag/session" element={<AdminSession />} />
        <Route path="/judge" element={<Judge />} />
        <Route path="/judge/:token" element={<Judge />} />
        <Route path="/review" element={<Review />} />
        <Route path="/workbook" element={<Workbook />} />
        <Route path="/showcase/:cohortTag" element={<Showcase />} />
        <Route path="/results/:cohortTag" element={<Results />} />
        <Route path="/verify" element={<Verify />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
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
