import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
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
});
