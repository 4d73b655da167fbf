import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { VerifyChainHeadDocument } from '../../../gql/graphql.ts';
import { VerifyPage } from './VerifyPage.tsx';

describe('the /verify page', () => {
  it('asks for the cohort of a receipt code, in English', async () => {
    const { user } = renderWithProviders(<VerifyPage initialCohort="" />, '/verify');
    expect(await screen.findByRole('heading', { name: 'Verify the vote history' })).toBeTruthy();
    await user.type(screen.getByLabelText('Saved chain head or receipt code'), 'K7QM-2XPA-9RTE');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('To check a receipt code, enter the cohort it belongs to as well.')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    const { user } = renderWithProviders(<VerifyPage initialCohort="" />, '/verify', 'es');
    expect(await screen.findByRole('heading', { name: 'Verificar el historial de votación' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verify the vote history' })).toBeNull();
    await user.type(screen.getByLabelText('Cabeza de cadena guardada o código de recibo'), 'K7QM-2XPA-9RTE');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(screen.getByText('Para comprobar un código de recibo, indica también la cohorte a la que pertenece.')).toBeTruthy();
  });

  it("explains the server's verdict in the page's language, not in the server's English sentence", async () => {
    const head = { cohortTag: 'demo', seq: '12', position: '47', hash: 'a'.repeat(64), at: '2026-11-26T10:00:00.000000Z' };
    server.use(
      graphql.query(VerifyChainHeadDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            verifyChainHead: {
              __typename: 'HeadVerification',
              verdict: 'intact',
              ok: true,
              reason: { id: 'intact', saved: 1, lastRow: '12', lastPosition: '47' },
              message: "The saved head (position 47) is part of today's chain, and the events up to it are unchanged.",
              headsChecked: 1,
              firstDifferingPosition: null,
              lastMatchingPosition: null,
              head: { __typename: 'SignedChainHead', ...head },
            },
          },
        }),
      ),
    );
    const { user } = renderWithProviders(<VerifyPage initialCohort="" />, '/verify', 'de');
    await user.click(await screen.findByRole('textbox', { name: 'Gespeicherter Kettenkopf oder Belegcode' }));
    await user.paste(JSON.stringify({ format: 'fit-chain-head/v1', ...head }));
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    const result = screen.getByTestId('verify-result');
    expect(
      await screen.findByText(
        'Jede Signatur ist gültig, die Kette ist von Zeile 1 bis Zeile 12 (Position 47) verknüpft, und dein gespeicherter Kettenkopf ist Teil davon.',
      ),
    ).toBeTruthy();
    expect(result.textContent).not.toContain("today's chain");
  });
});
