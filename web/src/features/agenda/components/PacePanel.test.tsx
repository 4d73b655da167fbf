import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { emptyAgenda, server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { AgendaDocument } from '../../../gql/graphql.ts';
import { PacePanel } from './PacePanel.tsx';

const cohorts = [{ tag: 'spring', name: 'Spring' }];
const teams = [
  { id: 't1', name: 'Tempo Team', currentPhase: 1, cohortTag: 'spring' },
  { id: 't2', name: 'Nova', currentPhase: 3, cohortTag: 'spring' },
];

function running() {
  const now = Date.now();
  const items = [1, 2, 3].map((phase) => ({ __typename: 'AgendaItem' as const, phase, plannedMs: 600_000, durationMs: 600_000 }));
  const agenda = {
    ...emptyAgenda('spring'),
    status: 'running',
    items,
    index: 1,
    startedAt: new Date(now - 720_000).toISOString(),
    itemStartedAt: new Date(now - 120_000).toISOString(),
  };
  server.use(
    graphqlWsServer().handler,
    graphql.query(AgendaDocument, () => HttpResponse.json({ data: { __typename: 'Query', agenda: { ...agenda, serverTime: new Date().toISOString() } } })),
  );
}

describe("the instructor's Pace the room panel", () => {
  it('in English: the running item, the controls and who is behind', async () => {
    running();
    renderWithProviders(<PacePanel cohorts={cohorts} teams={teams} />, '/admin');
    const panel = await screen.findByRole('region', { name: 'Pace the room' });
    expect(await within(panel).findByText('Item 2 of 3.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '+1 minute' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '+5 minutes' })).toBeTruthy();
    expect(within(panel).getByText('1 team is behind the agenda')).toBeTruthy();
    expect(within(panel).getByRole('list', { name: 'Teams behind the agenda' }).textContent).toContain('Tempo Team: phase 1');
  });

  it("names an erased team behind the agenda in the page's language", async () => {
    running();
    const erased = [{ ...teams[0]!, name: 'Erased team', erased: true }, teams[1]!];
    renderWithProviders(<PacePanel cohorts={cohorts} teams={erased} />, '/admin', 'es');
    const behind = await screen.findByRole('list', { name: 'Equipos por detrás de la agenda' });
    expect(behind.textContent).toContain('Equipo borrado');
    expect(behind.textContent).not.toContain('Erased team');
  });

  it('in Arabic: the same panel in Arabic, the English gone', async () => {
    running();
    renderWithProviders(<PacePanel cohorts={cohorts} teams={teams} />, '/admin', 'ar');
    const panel = await screen.findByRole('region', { name: 'ضبط إيقاع القاعة' });
    expect(await within(panel).findByRole('button', { name: 'إيقاف مؤقت' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '+دقيقة واحدة' })).toBeTruthy();
    expect(within(panel).getByText('فريق واحد متأخر عن جدول الأعمال')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'نقل الجميع إلى مرحلة' })).toBeTruthy();
    expect(within(panel).queryByText('Pace the room')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
