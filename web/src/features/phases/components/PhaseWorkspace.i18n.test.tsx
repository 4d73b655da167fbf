import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getPhaseConfig } from '@fit/events/phases';
import type { Locale } from '@fit/events/i18n';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { phaseConfigAnswer } from '../../../testing/phaseConfig.ts';
import { PhaseConfigDocument } from '../../../gql/graphql.ts';
import { PhaseWorkspace } from './PhaseWorkspace.tsx';

/** A phase's config as the API answers it in a language. */
const configIn = (phase: number, locale: Locale) => phaseConfigAnswer(getPhaseConfig(phase, locale)!, locale);

/** The API answers each phase's config in the language asked for (the other phases' selects are read through it). */
const configsByLocale = () =>
  server.use(
    graphql.query(PhaseConfigDocument, ({ variables }) =>
      HttpResponse.json({ data: { __typename: 'Query', phaseConfig: configIn(variables.phase, (variables.locale ?? 'en') as Locale) } }),
    ),
  );

describe('phase workspace in another language', () => {
  it('shows its own texts in Spanish, and select answers in the prompt as their Spanish labels', async () => {
    window.localStorage.setItem('phase1_data', JSON.stringify({ company_name: 'Acme', business_model: 'Not sure yet' }));
    renderWithProviders(<PhaseWorkspace config={configIn(1, 'es')} team={null} />, '/phase/1', 'es');
    expect(await screen.findByText('Cuadro de decisiones')).toBeTruthy();
    expect(screen.queryByText('Decision Box')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar a la fase 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to Phase 2' })).toBeNull();
    expect(screen.getByText('Fases completadas: 0 de 8')).toBeTruthy();
    const preview = screen.getByLabelText('Vista previa del prompt de IA');
    // The label is inserted; the condition still compares the stored value.
    expect(preview.textContent).toContain('Modelo de negocio: Aún no lo sabemos (no lo hemos decidido');
    expect(preview.textContent).not.toContain('Modelo de negocio: Not sure yet');
  });

  it("shows another phase's select answer as its label in the page's language", async () => {
    configsByLocale();
    window.localStorage.setItem('phase1_data', JSON.stringify({ company_name: 'Acme', business_model: 'B2B' }));
    renderWithProviders(<PhaseWorkspace config={configIn(2, 'de')} team={null} />, '/phase/2', 'de');
    const preview = await screen.findByLabelText('KI-Prompt-Vorschau');
    const label = getPhaseConfig(1, 'de')!
      .fields.find((f) => f.id === 'business_model')!
      .options!.find((o) => o.value === 'B2B')!.label;
    await waitFor(() => expect(preview.textContent).toContain(label));
  });

  it('keeps the stored values in the English prompt', async () => {
    window.localStorage.setItem('phase1_data', JSON.stringify({ company_name: 'Acme', business_model: 'B2B' }));
    renderWithProviders(<PhaseWorkspace config={configIn(1, 'en')} team={null} />, '/phase/1');
    const preview = await screen.findByLabelText('AI prompt preview');
    expect(preview.textContent).toMatch(/: B2B\b/);
    expect(preview.textContent).not.toContain('Businesses (B2B)');
  });

  it('lays the page out right to left in Arabic', async () => {
    renderWithProviders(<PhaseWorkspace config={configIn(1, 'ar')} team={null} />, '/phase/1', 'ar');
    expect(await screen.findByRole('button', { name: 'المرحلة السابقة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
