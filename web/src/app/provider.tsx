import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { getApolloClient } from '../lib/apollo.ts';
import { TooltipProvider } from '../components/ui/Tooltip/Tooltip.tsx';
import { Toaster } from '../components/ui/Toast/Toaster.tsx';

/**
 * Everything a screen that talks to the API needs: the Apollo client, tooltips (700/300 ms) and
 * the single toast. Loaded lazily so the landing page ships without Apollo or graphql-ws.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: ApolloClient }) {
  return (
    <ApolloProvider client={client ?? getApolloClient()}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </ApolloProvider>
  );
}
