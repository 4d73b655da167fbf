import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getPhaseConfig } from '@fit/events/phases/index.ts';
import { AdminStatusDocument, FeedbackThreadsDocument, PhaseConfigDocument, type TeamFieldsFragment } from '../gql/graphql.ts';

/** The API as the tests see it: every request goes through these handlers, anything else fails. */
export const handlers = [
  graphql.query(AdminStatusDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', adminStatus: { __typename: 'AdminStatus', isAuthenticated: false, user: null } } }),
  ),
  graphql.query(PhaseConfigDocument, ({ variables }) => {
    const config = getPhaseConfig(variables.phase);
    if (!config) return HttpResponse.json({ errors: [{ message: 'Phase not found', extensions: { code: 'NOT_FOUND' } }] });
    return HttpResponse.json({ data: { __typename: 'Query', phaseConfig: config as unknown as Record<string, unknown> } });
  }),
  // A team's phase page asks for its feedback; by default there is none.
  graphql.query(FeedbackThreadsDocument, () => HttpResponse.json({ data: { __typename: 'Query', feedbackThreads: [] } })),
];

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
    ...overrides,
  };
}

type ErrorBody = { errors: { message: string; extensions: { code: string } }[] };

/** A GraphQL refusal as the API sends it (message + extensions.code). */
export const gqlError = (message: string, code: string) => HttpResponse.json<ErrorBody>({ errors: [{ message, extensions: { code } }] });
