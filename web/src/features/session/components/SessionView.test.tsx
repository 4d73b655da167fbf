import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { CohortSessionDocument, type CohortSessionFieldsFragment } from '../../../gql/graphql.ts';
import { at, editsAt, mark as sessionMark, T0 } from '@fit/events/testing/session';
import { packEdits, type SessionMark, type SessionMarkKind } from '@fit/events/session';
import { SessionView } from './SessionView.tsx';
import { sliderSteps } from './TimeSlider.tsx';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';

type Mark = CohortSessionFieldsFragment['marks'][number];
const mark = (min: number, kind: SessionMarkKind, more: Partial<SessionMark> = {}): Mark => {
  const m = sessionMark(min, kind, more);
  return { __typename: 'SessionMark', ...m, agenda: m.agenda as Record<string, unknown> | null };
};
/** Alpha edits three times in minute 2 and once in minute 4; Beta never. */
const edits = editsAt({ a: [2.2, 2.3, 2.5, 4.1], b: [] });

const teams: CohortSessionFieldsFragment['teams'] = [
  { __typename: 'SessionTeam', teamId: 'a', code: 'AAAA', name: 'Alpha', erased: false },
  { __typename: 'SessionTeam', teamId: 'b', code: 'BBBB', name: 'Beta', erased: false },
];
const session = (marks: Mark[], serverMin: number, withTeams = teams): CohortSessionFieldsFragment => ({
  __typename: 'CohortSession',
  cohortTag: 'demo',
  serverTime: at(serverMin),
  firstMinute: edits.firstMinute,
  teams: withTeams,
  marks,
  edits: packEdits(edits.edits).map((e) => ({ __typename: 'TeamEdits', ...e })),
});

const day: Mark[] = [
  mark(0, 'created', { teamId: 'a', phase: 1 }),
  mark(0, 'created', { teamId: 'b', phase: 1 }),
  mark(0, 'joined', { teamId: 'a', ref: 'demo' }),
  mark(0, 'joined', { teamId: 'b', ref: 'demo' }),
  mark(0, 'agenda', {
    detail: 'AgendaPlanned',
    agenda: {
      type: 'AgendaPlanned',
      data: {
        tag: 'demo',
        items: [
          { phase: 1, minutes: 10 },
          { phase: 2, minutes: 10 },
        ],
      },
    },
  }),
  mark(1, 'agenda', { detail: 'AgendaStarted', agenda: { type: 'AgendaStarted', data: { tag: 'demo', at: at(1) } } }),
  mark(5, 'comment', { teamId: 'b', phase: 1, ref: 't1', detail: 'instructor' }),
  mark(10, 'phase', { teamId: 'a', phase: 2 }),
  mark(20, 'agenda', { detail: 'AgendaItemSkipped', agenda: { type: 'AgendaItemSkipped', data: { tag: 'demo', at: at(20), index: 1 } } }),
  // The agenda finishes 400 ms past a whole second after the session's start.
  mark(21 + 400 / 60_000, 'agenda', { detail: 'AgendaItemSkipped', agenda: { type: 'AgendaItemSkipped', data: { tag: 'demo', at: at(21 + 400 / 60_000), index: 2 } } }),
];

const rows = () =>
  within(screen.getByRole('region', { name: 'Teams at this moment' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.children].map((c) => c.textContent));

describe('the session view', () => {
  it('shows a finished session at its end, the room at an earlier moment on the slider, and a table for every chart', async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(CohortSessionDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', cohortSession: session(day, 600), cohort: { __typename: 'Cohort', tag: 'demo', name: 'Demo Day' } } }),
      ),
    );
    renderWithProviders(<SessionView tag="demo" />, '/admin/cohorts/demo/session');
    expect(await screen.findByRole('heading', { level: 1, name: 'Session: Demo Day' })).toBeTruthy();
    expect(screen.getByText('Session finished')).toBeTruthy();
    expect(screen.getByTestId('room-agenda').textContent).toBe('Finished');
    expect(rows()).toEqual([
      ['Alpha', '2. Competition Analysis', '13%', '0', '4'],
      ['Beta', '1. Market Research', '0%', '1', '0'],
    ]);
    fireEvent.change(screen.getByRole('slider', { name: 'Moment of the session' }), { target: { value: String(3 * 60) } });
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Alpha', '1. Market Research', '0%', '0', '3'],
        ['Beta', '1. Market Research', '0%', '0', '0'],
      ]),
    );
    expect(screen.getByTestId('room-agenda').textContent).toBe('Running · phase 1 · 8:00 left');
    for (const title of ['Timeline', 'Time per phase', 'Activity', 'Feedback', 'Voting and judging']) {
      const figure = screen.getByRole('region', { name: title });
      expect(within(figure).getByRole('img')).toBeTruthy();
      expect(within(figure).getByRole('region', { name: `${title}: data table` })).toBeTruthy();
      for (const label of ['PNG', 'SVG', 'CSV']) expect(within(figure).getByRole('button', { name: label })).toBeTruthy();
    }
    const timeline = within(screen.getByRole('region', { name: 'Timeline: data table' }));
    expect(timeline.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Agenda plan', 'Agenda plan', 'Alpha', 'Alpha', 'Beta']);
  });

  it("names an erased team in the page's language, never with the English marker", async () => {
    const erased = [teams[0]!, { ...teams[1]!, name: 'Erased team', erased: true }];
    server.use(
      graphqlWsServer().handler,
      graphql.query(CohortSessionDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', cohortSession: session(day, 600, erased), cohort: { __typename: 'Cohort', tag: 'demo', name: 'Demo Day' } } }),
      ),
    );
    renderWithProviders(<SessionView tag="demo" />, '/admin/cohorts/demo/session', 'es');
    const room = await screen.findByRole('region', { name: 'Equipos en este momento' });
    expect(within(room).getByRole('rowheader', { name: 'Equipo borrado' })).toBeTruthy();
    expect(screen.queryAllByText('Erased team')).toEqual([]);
  });

  it('renames an erased team when the page switches language (a reading that changed nothing keeps the session it has)', async () => {
    const erased = [teams[0]!, { ...teams[1]!, name: 'Erased team', erased: true }];
    server.use(
      graphqlWsServer().handler,
      graphql.query(CohortSessionDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', cohortSession: session(day, 600, erased), cohort: { __typename: 'Cohort', tag: 'demo', name: 'Demo Day' } } }),
      ),
    );
    function SwitchToGerman() {
      const { choose } = useLanguage();
      return <button onClick={() => choose('de')}>Deutsch</button>;
    }
    renderWithProviders(
      <>
        <SwitchToGerman />
        <SessionView tag="demo" />
      </>,
      '/admin/cohorts/demo/session',
      'es',
    );
    const room = await screen.findByRole('region', { name: 'Equipos en este momento' });
    expect(within(room).getByRole('rowheader', { name: 'Equipo borrado' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(screen.queryAllByText('Equipo borrado')).toEqual([]));
    expect(screen.getAllByText('Gelöschtes Team').length).toBeGreaterThan(0);
  });

  it("puts the slider's last position at the session's end, where the agenda has finished, and its first at the session's start", async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(CohortSessionDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', cohortSession: session(day, 600), cohort: { __typename: 'Cohort', tag: 'demo', name: 'Demo Day' } } }),
      ),
    );
    renderWithProviders(<SessionView tag="demo" />, '/admin/cohorts/demo/session');
    const slider = (await screen.findByRole('slider', { name: 'Moment of the session' })) as HTMLInputElement;
    const [min, max, step] = [Number(slider.min), Number(slider.max), Number(slider.step)];
    // Every position a browser can reach (End included) is min + k × step.
    expect((max - min) % step).toBe(0);
    expect(max).toBe(sliderSteps(T0, Date.parse(at(21 + 400 / 60_000))));
    fireEvent.change(slider, { target: { value: String(max - step) } });
    await waitFor(() => expect(screen.getByTestId('room-agenda').textContent).toMatch(/^Running/));
    fireEvent.change(slider, { target: { value: String(max) } });
    await waitFor(() => expect(screen.getByTestId('room-agenda').textContent).toBe('Finished'));
    // The first position is the session's first moment (09:00, the teams' creation), not the minute of the first edit.
    fireEvent.change(slider, { target: { value: String(min) } });
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Alpha', '1. Market Research', '0%', '0', '0'],
        ['Beta', '1. Market Research', '0%', '0', '0'],
      ]),
    );
    fireEvent.change(slider, { target: { value: String(2 * 60 + 12) } });
    await waitFor(() => expect(rows()[0]![4]).toBe('1'));
  });

  it("reads in the page's language: Arabic texts, the charts drawn right to left", async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(CohortSessionDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', cohortSession: session(day, 600), cohort: { __typename: 'Cohort', tag: 'demo', name: 'Demo Day' } } }),
      ),
    );
    renderWithProviders(<SessionView tag="demo" />, '/admin/cohorts/demo/session', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الجلسة: Demo Day' })).toBeTruthy();
    expect(screen.getByText('انتهت الجلسة')).toBeTruthy();
    expect(screen.queryByText('Session finished')).toBeNull();
    expect(screen.getByTestId('room-agenda').textContent).toBe('انتهى');
    expect(screen.getByRole('slider', { name: 'لحظة من الجلسة' })).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'الخط الزمني' });
    expect(within(timeline).getByRole('img').getAttribute('direction')).toBe('rtl');
    expect(within(timeline).getByRole('region', { name: 'الخط الزمني: جدول البيانات' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Timeline' })).toBeNull();
  });

  it('shows the room in Spanish', async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(CohortSessionDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', cohortSession: session(day, 600), cohort: { __typename: 'Cohort', tag: 'demo', name: 'Demo Day' } } }),
      ),
    );
    renderWithProviders(<SessionView tag="demo" />, '/admin/cohorts/demo/session', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesión: Demo Day' })).toBeTruthy();
    expect(screen.getByTestId('room-agenda').textContent).toBe('Terminada');
    const table = within(screen.getByRole('region', { name: 'Equipos en este momento' }));
    expect(table.getByRole('columnheader', { name: 'Fase actual' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Cronología' }))
        .getByRole('img')
        .getAttribute('direction'),
    ).toBe('ltr');
  });

  it('says so when the cohort is unknown', async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(CohortSessionDocument, () => HttpResponse.json({ data: null, errors: [{ message: 'Cohort not found', extensions: { code: 'NOT_FOUND' } }] })),
    );
    renderWithProviders(<SessionView tag="nowhere" />, '/admin/cohorts/nowhere/session');
    expect((await screen.findByRole('alert')).textContent).toContain('Cohort not found');
  });
});
