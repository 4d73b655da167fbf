import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgendaClock } from '@fit/events/agenda/clock';
import { inLanguage } from '../../../testing/render.tsx';
import { Countdown } from './Countdown.tsx';

const clock = (remainingMs: number, status: AgendaClock['status'] = 'running'): AgendaClock => ({
  status,
  index: 0,
  phase: 3,
  remainingMs,
  overdue: remainingMs <= 0,
  itemEndsAt: null,
  plannedEndAt: null,
  expectedEndAt: null,
});

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!.textContent;

describe('Countdown', () => {
  it('shows m:ss as a timer, Overdue at zero, Paused while paused', () => {
    const { rerender } = render(<Countdown clock={clock(61_500)} />, { wrapper: inLanguage() });
    expect(screen.getByRole('timer', { name: 'Time left in this agenda item' }).textContent).toBe('1:02');
    expect(screen.getByText(/^Now: Phase 3/)).toBeTruthy();
    rerender(<Countdown clock={clock(-4000)} />);
    expect(screen.getByRole('timer').textContent).toBe('Overdue');
    rerender(<Countdown clock={clock(90_000, 'paused')} />);
    expect(screen.getByText('Paused')).toBeTruthy();
  });

  it('tells screen readers only 5 minutes, 1 minute and time up, never each second', () => {
    const { container, rerender } = render(<Countdown clock={clock(5 * 60_000 + 30_000)} />, { wrapper: inLanguage() });
    const said: string[] = [];
    const step = (ms: number) => {
      rerender(<Countdown clock={clock(ms)} />);
      said.push(liveRegion(container) ?? '');
    };
    for (const s of [329, 300, 299, 250, 200, 120, 61, 60, 59, 30, 1, 0, -5]) step(s * 1000);
    expect([...new Set(said.filter(Boolean))]).toEqual(['5 minutes left in this agenda item', '1 minute left in this agenda item', 'Time is up for this agenda item']);
    // The text changed exactly three times over those thirteen seconds' renders.
    expect(said.filter((s, i) => s !== (said[i - 1] ?? '')).length).toBe(3);
  });

  it('a page opened with 4:30 left does not announce 5 minutes late', () => {
    const { container, rerender } = render(<Countdown clock={clock(270_000)} />, { wrapper: inLanguage() });
    rerender(<Countdown clock={clock(269_000)} />);
    expect(liveRegion(container)).toBe('');
  });

  it("speaks the page's language: German words, the phase's German name, the announcement in German", async () => {
    const { container, rerender } = render(<Countdown clock={clock(61_500)} />, { wrapper: inLanguage('de') });
    const timer = await screen.findByRole('timer', { name: 'Verbleibende Zeit für diesen Agendapunkt' });
    expect(timer.textContent).toBe('1:02');
    expect(screen.getByText(/^Jetzt: Phase 3: /)).toBeTruthy();
    expect(screen.queryByText(/^Now:/)).toBeNull();
    rerender(<Countdown clock={clock(59_000)} />);
    expect(liveRegion(container)).toBe('Noch 1 Minute für diesen Agendapunkt');
    rerender(<Countdown clock={clock(-1000)} />);
    expect(screen.getByRole('timer').textContent).toBe('Überzogen');
  });

  it("in Arabic, the time left is written with the language's digits", async () => {
    render(<Countdown clock={clock(61_500, 'paused')} />, { wrapper: inLanguage('ar') });
    const timer = await screen.findByRole('timer', { name: 'الوقت المتبقي لهذا البند من جدول الأعمال' });
    // Arabic-Indic digits, as every number in Arabic (formattingLocale).
    expect(timer.textContent).toBe('١:٠٢');
    expect(screen.getByText('متوقف مؤقتًا')).toBeTruthy();
    expect(screen.queryByText('Paused')).toBeNull();
  });
});
