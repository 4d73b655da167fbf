import { CombinedGraphQLErrors } from '@apollo/client';
import { OfflineError } from './offline.ts';

/** The `extensions.code` of the first GraphQL error (BAD_USER_INPUT, CONFLICT, NOT_FOUND…), if any. */
export function graphqlErrorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The server's message for a refusal (the first GraphQL error), or why it was not sent (offline); else undefined. */
export function graphqlErrorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (error instanceof OfflineError) return error.message;
  return undefined;
}
