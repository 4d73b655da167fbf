import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.code` of the first GraphQL error (BAD_USER_INPUT, CONFLICT, NOT_FOUND…), if any. */
export function graphqlErrorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The server's message for a refusal (the first GraphQL error), else undefined. */
export function graphqlErrorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  return undefined;
}
