import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderWithProviders } from '../../../testing/render.tsx';
import { useRankSelection } from './useRankSelection.ts';
import type { Rank } from './ranking.ts';

const RANKS: Rank[] = [1, 2, 3];
const NAMES = new Map([
  ['a', 'Comet Coffee'],
  ['own', 'Orbit Labs'],
]);

function Harness() {
  const { selection, choose, announcement } = useRankSelection(RANKS, 'own', NAMES);
  return (
    <>
      <button onClick={() => choose('own', 1)}>vote for own</button>
      <button onClick={() => choose('a', 2)}>vote for a</button>
      <output data-testid="selection">{JSON.stringify(selection)}</output>
      <p>{announcement}</p>
    </>
  );
}

describe('useRankSelection', () => {
  it('refuses a vote for the own team with its toast', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'vote for own' }));
    expect(await findToast('Cannot vote for your own team')).toBeTruthy();
    expect(screen.getByText('Please select a different team.')).toBeTruthy();
    expect(screen.getByTestId('selection').textContent).toBe('{}');
  });

  it('records a choice and says it for screen readers', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'vote for a' }));
    expect(screen.getByTestId('selection').textContent).toBe('{"a":2}');
    expect(screen.getByText('Comet Coffee ranked 2nd. 1 of 3 ranks chosen.')).toBeTruthy();
  });
});
