import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { graphqlWsServer } from '../../../testing/graphqlWs.ts';
import { JudgeViewDocument, ScoreTeamDocument, type JudgeViewFieldsFragment } from '../../../gql/graphql.ts';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';
import { JudgePage } from './JudgePage.tsx';

const view = (over: Partial<JudgeViewFieldsFragment> = {}): JudgeViewFieldsFragment => ({
  __typename: 'JudgeView',
  cohortTag: 'demo',
  cohortName: 'Demo Day',
  judgeId: 'j1',
  name: 'Ada',
  open: true,
  scored: 0,
  total: 1,
  categories: [{ __typename: 'PrizeCategory', categoryId: 'c1', name: 'Best pitch', criteria: ['Clarity', 'Delivery'] }],
  teams: [{ __typename: 'JudgeTeam', id: 't1', name: 'Nova', erased: false, websiteUrl: 'https://nova.example' }],
  scores: [],
  ...over,
});

describe('the judge page', () => {
  it('scores a team on every criterion, with a comment, and shows the progress', async () => {
    const sent: unknown[] = [];
    server.use(
      graphqlWsServer().handler,
      graphql.query(JudgeViewDocument, () => HttpResponse.json({ data: { __typename: 'Query', judgeView: view() } })),
      graphql.mutation(ScoreTeamDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            scoreTeam: view({ scored: 1, scores: [{ __typename: 'JudgeScore', categoryId: 'c1', teamId: 't1', scores: [4, 5], comment: 'Clear', revision: 1 }] }),
          },
        });
      }),
    );
    const { user } = renderWithProviders(<JudgePage />, '/judge');
    expect(await screen.findByText('0 of 1 scored. Judging is open: you can score and revise.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Best pitch scores for Nova' });
    await user.click(within(form).getByRole('button', { name: 'Save score' }));
    expect(within(form).getByRole('status').textContent).toBe('Give a score from 1 to 5 on every criterion.');
    expect(sent).toEqual([]);
    await user.selectOptions(within(form).getByLabelText('Clarity score for Nova (1 to 5)'), '4');
    await user.selectOptions(within(form).getByLabelText('Delivery score for Nova (1 to 5)'), '5');
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Clear');
    await user.click(within(form).getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText('1 of 1 scored. Judging is open: you can score and revise.')).toBeTruthy();
    expect(sent).toEqual([{ categoryId: 'c1', teamId: 't1', scores: [4, 5], comment: 'Clear' }]);
    expect(screen.getByRole('button', { name: 'Save revision' })).toBeTruthy();
  });

  it('says judging is closed and locks the forms', async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(JudgeViewDocument, () => HttpResponse.json({ data: { __typename: 'Query', judgeView: view({ open: false }) } })),
    );
    renderWithProviders(<JudgePage />, '/judge');
    expect(await screen.findByText(/Judging is closed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save score' }).matches(':disabled')).toBe(true);
  });

  it('shows the judge page in Spanish', async () => {
    server.use(
      graphqlWsServer().handler,
      graphql.query(JudgeViewDocument, () => HttpResponse.json({ data: { __typename: 'Query', judgeView: view() } })),
    );
    renderWithProviders(<JudgePage />, '/judge', 'es');
    expect(await screen.findByRole('heading', { name: 'Evaluación: Demo Day' })).toBeTruthy();
    expect(screen.getByText('0 de 1 puntuados. La evaluación está abierta: puedes puntuar y revisar.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Puntuaciones de Best pitch para Nova' });
    expect(within(form).getByRole('button', { name: 'Guardar puntuación' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save score' })).toBeNull();
    expect(screen.queryByText(/^Judging:/)).toBeNull();
  });

  it("shows the server's refusal again in the language chosen after it, without a reload", async () => {
    const refusals: Record<string, string> = { en: 'Judge session required: open your secret link.', es: 'Se necesita una sesión de juez: abre tu enlace secreto.' };
    server.use(
      graphqlWsServer().handler,
      graphql.query(JudgeViewDocument, ({ request }) => {
        const lang = request.headers.get('accept-language') ?? 'en';
        return HttpResponse.json({ data: null, errors: [{ message: refusals[lang] ?? refusals.en, extensions: { code: 'UNAUTHENTICATED' } }] });
      }),
    );
    function Switch() {
      const { choose } = useLanguage();
      return (
        <button type="button" onClick={() => choose('es')}>
          es
        </button>
      );
    }
    const { user } = renderWithProviders(
      <>
        <Switch />
        <JudgePage />
      </>,
      '/judge',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(refusals.en);
    await user.click(screen.getByRole('button', { name: 'es' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusals.es));
  });
});
