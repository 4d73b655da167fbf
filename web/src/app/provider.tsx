import { ApolloProvider } from '@apollo/client/react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { directionOf } from '@fit/events/i18n';
import { useLanguage } from '../i18n/I18nProvider.tsx';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { getApolloClient } from '../lib/apollo.ts';
import { TooltipProvider } from '../components/ui/Tooltip/Tooltip.tsx';
import { Toaster } from '../components/ui/Toast/Toaster.tsx';

/**
 * Everything a screen that talks to the API needs: the Apollo client, tooltips (700/300 ms), the
 * single toast, and the page's direction for Radix's menus, tabs and dialogs (arrow keys and
 * placement mirror in Arabic). Loaded lazily so the landing page ships without Apollo or graphql-ws.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: ApolloClient }) {
  const { locale } = useLanguage();
  return (
    <ApolloProvider client={client ?? getApolloClient()}>
      <DirectionProvider dir={directionOf(locale)}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </DirectionProvider>
    </ApolloProvider>
  );
}
