import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { getPhaseConfig } from '@fit/events/phases';
import type { SaveState } from '@fit/events/phase-doc/client';
import { TooltipProvider } from '../../../components/ui/Tooltip/Tooltip.tsx';
import { inLanguage } from '../../../testing/render.tsx';
import { phaseConfigAnswer } from '../../../testing/phaseConfig.ts';
import { PhaseForm } from './PhaseForm.tsx';
import type { Waiting } from '../hooks/usePhaseDoc.ts';

const show = (state: SaveState, waiting: Waiting, locale: 'en' | 'de' = 'en') =>
  render(
    <TooltipProvider>
      <PhaseForm
        config={phaseConfigAnswer(getPhaseConfig(1)!)}
        live={{ state, waiting, error: null, teammates: [], setField: () => {} }}
        values={{}}
        errors={{}}
        onChange={() => {}}
        onBlur={() => {}}
        onSubmit={() => {}}
      />
    </TooltipProvider>,
    { wrapper: inLanguage(locale) },
  );

// Spaces as plain spaces: ICU puts a narrow no-break space before AM in some versions.
const beside = () => screen.getByTestId('save-waiting').textContent?.replace(/\s/g, ' ');

describe('the save state and what waits (docs/PRODUCT.md#offline)', () => {
  it('offline, says how many edits wait on this device', async () => {
    show('offline', { pending: 3, savedAt: null });
    expect((await screen.findByRole('status')).textContent).toBe('Offline — changes kept on this device');
    expect(beside()).toBe('3 changes wait to be saved');
  });

  it('says one change in the singular, and in the page language', async () => {
    show('offline', { pending: 1, savedAt: null }, 'de');
    await screen.findByRole('status');
    expect(beside()).toBe('1 Änderung wartet aufs Speichern');
  });

  it('still counts the edits while they are being sent: nothing is called saved before the server said so', async () => {
    show('saving', { pending: 2, savedAt: Date.UTC(2026, 10, 28, 9, 5) });
    expect((await screen.findByRole('status')).textContent).toBe('Saving…');
    expect(beside()).toBe('2 changes wait to be saved');
  });

  it('once saved, says when; offline with nothing waiting, when it last was', async () => {
    const at = new Date(2026, 10, 28, 9, 5).getTime();
    const view = show('saved', { pending: 0, savedAt: at });
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(beside()).toBe('9:05 AM');
    expect(screen.getByTestId('save-waiting').querySelector('time')?.getAttribute('dateTime')).toBe(new Date(at).toISOString());
    view.unmount();
    show('offline', { pending: 0, savedAt: at });
    await screen.findByRole('status');
    expect(beside()).toBe('last saved at 9:05 AM');
  });
});
