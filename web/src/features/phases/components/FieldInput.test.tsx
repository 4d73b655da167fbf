import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { getPhaseConfig } from '@fit/events/phases';
import { TooltipProvider } from '../../../components/ui/Tooltip/Tooltip.tsx';
import { FieldInput } from './FieldInput.tsx';
import { inLanguage } from '../../../testing/render.tsx';
import type { PhaseField } from '../types.ts';

/** A field as the API's PhaseConfig answers it. */
const field = (phase: number, id: string): PhaseField => {
  const f = getPhaseConfig(phase)!.fields.find((x) => x.id === id)!;
  const options = f.options?.map((o) => ({ __typename: 'PhaseFieldOption' as const, ...o })) ?? null;
  return { __typename: 'PhaseField', ...f, placeholder: f.placeholder ?? null, help: f.help ?? null, tooltip: f.tooltip ?? null, options };
};
const show = (phase: number, id: string, value: string) =>
  render(
    <TooltipProvider>
      <FieldInput phase={phase} field={field(phase, id)} value={value} error={null} onChange={() => {}} onBlur={() => {}} />
    </TooltipProvider>,
    { wrapper: inLanguage() },
  );

describe('FieldInput limits', () => {
  it('caps each kind of field at the limit the api enforces', () => {
    const cases: [number, string, string][] = [
      [1, 'product_idea', '5000'],
      [1, 'company_name', '300'],
      [6, 'primary_color', '7'],
    ];
    for (const [phase, id, max] of cases) {
      const { unmount } = show(phase, id, '');
      expect(screen.getByRole('textbox', { name: field(phase, id).label }).getAttribute('maxlength')).toBe(max);
      unmount();
    }
  });

  it('shows no counter far from the limit', () => {
    show(1, 'product_idea', 'x'.repeat(3_999));
    expect(screen.queryByText(/characters$/)).toBeNull();
  });

  it('shows a counter near the limit, tied to the field', () => {
    show(1, 'product_idea', 'x'.repeat(4_000));
    const counter = screen.getByText('4,000 / 5,000 characters');
    expect(screen.getByRole('textbox', { name: field(1, 'product_idea').label }).getAttribute('aria-describedby')).toContain(counter.id);
  });

  it('counts a one-line answer against its own limit', () => {
    show(1, 'company_name', 'x'.repeat(300));
    expect(screen.getByText('300 / 300 characters')).toBeTruthy();
  });
});
