import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../testing/render.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

describe('error screen', () => {
  it('in English: Something went wrong, Refresh Page, Try Again', async () => {
    render(<ErrorScreen error={new Error('boom')} onReset={() => undefined} />, { wrapper: inLanguage() });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('in Arabic: translated, right to left, the stack as it is', async () => {
    render(<ErrorScreen error={new Error('boom')} onReset={() => undefined} />, { wrapper: inLanguage('ar') });
    expect(await screen.findByRole('heading', { name: 'حدث خطأ ما' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText(/boom/).getAttribute('dir')).toBe('ltr');
  });
});
