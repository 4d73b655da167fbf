import { Outlet, useLocation } from 'react-router-dom';
import { AppProviders } from '../provider.tsx';
import { ErrorBoundary } from '../../components/ui/ErrorBoundary/ErrorBoundary.tsx';
import { useTokenLogin } from '../../features/team/hooks/useTokenLogin.ts';
import { useCohortLanguage } from '../../i18n/useCohortLanguage.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { ConnectionNotice } from '../../pwa/ConnectionNotice.tsx';

function TokenLogin() {
  useTokenLogin();
  useCohortLanguage();
  return null;
}

/** Every page but home: the API providers, the header, offline and update notices, the page, the footer. */
export function AppShell() {
  const location = useLocation();
  return (
    <AppProviders>
      <TokenLogin />
      <Header />
      <ConnectionNotice />
      <ErrorBoundary key={location.pathname}>
        <Outlet />
      </ErrorBoundary>
      <Footer />
    </AppProviders>
  );
}

export { AppShell as Component };
