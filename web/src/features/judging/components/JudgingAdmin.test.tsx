import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { JudgingDocument, type JudgingQuery } from '../../../gql/graphql.ts';
import { JudgingAdmin } from './JudgingAdmin.tsx';

const data: JudgingQuery = {
  __typename: 'Query',
  judging: {
    __typename: 'Judging',
    cohortTag: 'demo',
    open: true,
    judgesPerTeam: 2,
    categories: [
      {
        __typename: 'PrizeCategory',
        categoryId: 'c1',
        name: 'Best pitch',
        method: 'jury',
        weight: null,
        criteria: ['Clarity', 'Delivery', 'Story'],
        formula: 'jury mean',
      },
    ],
    judges: [{ __typename: 'JudgeSummary', judgeId: 'j1', name: 'Ada', link: '/judge#k', teamIds: ['t1', 't2'], scored: 1, total: 2 }],
  },
  cohort: {
    __typename: 'Cohort',
    tag: 'demo',
    name: 'Demo Day',
    teams: [
      { __typename: 'Team', id: 't1', name: 'Nova', erased: false },
      { __typename: 'Team', id: 't2', name: 'Orbit', erased: false },
    ],
  },
};

describe("the instructor's judging page", () => {
  it('lists categories and judges in English', async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(JudgingDocument, () => HttpResponse.json({ data })),
    );
    renderWithProviders(<JudgingAdmin tag="demo" />, '/admin/cohorts/demo/judging');
    expect(await screen.findByRole('heading', { name: 'Judging: Demo Day' })).toBeTruthy();
    const categories = screen.getByRole('list', { name: 'Prize categories' });
    expect(within(categories).getByText('Jury — criteria: Clarity, Delivery, Story. jury mean')).toBeTruthy();
    expect(screen.getByTestId('judge-progress').textContent).toBe('Ada: 1 of 2 scored');
    expect(screen.getByText('Teams: Nova, Orbit')).toBeTruthy();
    expect(screen.getByLabelText('Secret link for Ada').textContent).toBe(`${window.location.origin}/judge#k`);
    expect(screen.getByRole('status').textContent).toBe('Judging is open. Close judging');
  });

  it('speaks German', async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(JudgingDocument, () => HttpResponse.json({ data })),
    );
    renderWithProviders(<JudgingAdmin tag="demo" />, '/admin/cohorts/demo/judging', 'de');
    expect(await screen.findByRole('heading', { name: 'Bewertung: Demo Day' })).toBeTruthy();
    expect(screen.getByText('Jury — Kriterien: Clarity, Delivery und Story. jury mean')).toBeTruthy();
    expect(screen.getByTestId('judge-progress').textContent).toBe('Ada: 1 von 2 bewertet');
    expect(screen.getByText(`Teams: ${new Intl.ListFormat('de', { type: 'unit', style: 'short' }).format(['Nova', 'Orbit'])}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link für Ada kopieren' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy link for Ada' })).toBeNull();
  });
});
