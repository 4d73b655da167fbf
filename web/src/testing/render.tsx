import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/router.tsx';
import { AppProviders } from '../app/provider.tsx';
import { createApolloClient } from '../lib/apollo.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import type { Locale } from '@fit/events/i18n';

/** Renders the whole app at a path, as a browser would open it. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<App />) };
}

/** Renders one component with a fresh Apollo client and a router at a path, in English unless told. */
export function renderWithProviders(ui: ReactElement, path = '/', locale: Locale = 'en') {
  const user = userEvent.setup({ delay: null });
  return {
    user,
    ...render(
      <I18nProvider initial={locale}>
        <MemoryRouter initialEntries={[path]}>
          <AppProviders client={createApolloClient()}>{ui}</AppProviders>
        </MemoryRouter>
      </I18nProvider>,
    ),
  };
}

/** The current toast's title, once it shows. */
export const findToast = (title: string) => screen.findByText(title, { selector: '[data-variant] *, [data-variant]' });

export const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

/**
 * A modal dialog, once it takes pointer input: Radix turns pointer events off on the page and
 * back on for the dialog in an effect after it mounts, and a slow machine can find the dialog in
 * between (user-event then refuses to click into it).
 */
export async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none' && dialog.style.pointerEvents !== 'auto') throw new Error(`dialog "${name}" does not take pointer input yet`);
  });
  return dialog;
}

/** For `render(ui, { wrapper: inLanguage('ar') })`: a component alone, in a language. */
export const inLanguage =
  (locale: Locale = 'en') =>
  ({ children }: { children: ReactNode }) => <I18nProvider initial={locale}>{children}</I18nProvider>;
