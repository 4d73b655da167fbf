import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/router.tsx';
import { AppProviders } from '../app/provider.tsx';
import { createApolloClient } from '../lib/apollo.ts';

/** Renders the whole app at a path, as a browser would open it. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<App />) };
}

/** Renders one component with a fresh Apollo client and a router at a path. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const user = userEvent.setup({ delay: null });
  return {
    user,
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <AppProviders client={createApolloClient()}>{ui}</AppProviders>
      </MemoryRouter>,
    ),
  };
}

/** The current toast's title, once it shows. */
export const findToast = (title: string) => screen.findByText(title, { selector: '[data-variant] *, [data-variant]' });

export const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
