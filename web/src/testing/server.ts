import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getPhaseConfig } from '@fit/events/phases';
import { phaseConfigAnswer } from './phaseConfig.ts';
import {
  AdminJudgingProgressDocument,
  AdminStatusDocument,
  AgendaDocument,
  CategoryResultsDocument,
  CohortChainHeadDocument,
  FeedbackThreadsDocument,
  PhaseConfigDocument,
  PresentationDocument,
  VotingProgressDocument,
  type AgendaFieldsFragment,
  type TeamFieldsFragment,
} from '../gql/graphql.ts';

/** The API as the tests see it: every request goes through these handlers, anything else fails. */
export const handlers = [
  graphql.query(AdminStatusDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', adminStatus: { __typename: 'AdminStatus', isAuthenticated: false, user: null } } }),
  ),
  // Dashboard cards and the showcase show these public counts; tests that care override them.
  graphql.query(VotingProgressDocument, ({ variables }) =>
    HttpResponse.json({
      data: { __typename: 'Query', votingProgress: { __typename: 'VotingProgress', cohortTag: variables.cohortTag, votedCount: 1, eligibleCount: 3 } },
    }),
  ),
  // The signed chain head footer (results, presenter, verify): none unless a test gives one.
  graphql.query(CohortChainHeadDocument, () => HttpResponse.json({ data: { __typename: 'Query', cohortChainHead: null } })),
  // No instructor drives the results show unless a test says so.
  graphql.query(PresentationDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        presentation: {
          __typename: 'Presentation',
          cohortTag: variables.cohortTag,
          name: 'Cohort',
          resultsVisible: false,
          stage: null,
          rehearsal: false,
          label: null,
          rows: [],
        },
      },
    }),
  ),
  graphql.query(PhaseConfigDocument, ({ variables }) => {
    const config = getPhaseConfig(variables.phase);
    if (!config) return HttpResponse.json({ errors: [{ message: 'Phase not found', extensions: { code: 'NOT_FOUND' } }] });
    return HttpResponse.json({ data: { __typename: 'Query', phaseConfig: phaseConfigAnswer(config) } });
  }),
  // A cohort has no judges unless a test says so (the dashboard's cards then show no judging).
  graphql.query(AdminJudgingProgressDocument, ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Query', judging: { __typename: 'Judging', cohortTag: variables.cohortTag, judges: [] } } }),
  ),
  // A cohort has no prize categories unless a test says so (the results page then shows the overall podium only).
  graphql.query(CategoryResultsDocument, () => HttpResponse.json({ data: { __typename: 'Query', categoryResults: [] } })),
  // A team's phase page asks for its feedback; by default there is none.
  graphql.query(FeedbackThreadsDocument, () => HttpResponse.json({ data: { __typename: 'Query', feedbackThreads: [] } })),
  // No agenda, hold or announcement unless a test says so.
  graphql.query(AgendaDocument, ({ variables }) => HttpResponse.json({ data: { __typename: 'Query', agenda: emptyAgenda(variables.cohortTag) } })),
];

/** A cohort's agenda with nothing planned, as the API answers it. */
export const emptyAgenda = (cohortTag: string, serverTime = new Date().toISOString()): AgendaFieldsFragment => ({
  __typename: 'Agenda',
  cohortTag,
  status: 'none',
  items: [],
  index: 0,
  startedAt: null,
  itemStartedAt: null,
  pausedMs: 0,
  pausedAt: null,
  finishedAt: null,
  hold: null,
  bring: null,
  announcements: [],
  serverTime,
});

export const server = setupServer(...handlers);

export function makeTeam(overrides: Partial<TeamFieldsFragment> = {}): TeamFieldsFragment {
  return {
    __typename: 'Team',
    id: '6b1f3c9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    code: 'AB12',
    name: 'Orbit Labs',
    avatarIcon: null,
    currentPhase: 1,
    cohortTag: null,
    accessToken: null,
    submittedWebsiteUrl: null,
    updatedAt: '2025-06-12T10:00:00.000Z',
    erased: false,
    erasureRequestedAt: null,
    ...overrides,
  };
}

type ErrorBody = { errors: { message: string; extensions: { code: string } }[] };

/** A GraphQL refusal as the API sends it (message + extensions.code). */
export const gqlError = (message: string, code: string) => HttpResponse.json<ErrorBody>({ errors: [{ message, extensions: { code } }] });
