import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError } from '@fit/events';
import type { Locale } from '@fit/events/i18n';
import { translateMessage } from '@fit/events/i18n/messages';
import { RateLimitedError } from '../auth/rate-limit.js';
import { COMMIT_IN_DOUBT_MESSAGE, isDatabaseUnavailable } from '../http/errors.js';
import { isCommitInDoubt } from '../orm.js';
import { describeError } from '../log.js';

/**
 * Stable extensions.code for every error: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN,
 * NOT_FOUND, CONFLICT, RATE_LIMITED, UNAVAILABLE, IN_DOUBT (a commit the database did not
 * confirm in time); anything else is a bug (INTERNAL_SERVER_ERROR,
 * logged, with no detail in production).
 */
export function formatError(production: boolean, log: (m: string) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };
    if (original instanceof DomainError) return { ...base, message: original.message, extensions: { code: original.code } };
    if (original instanceof RateLimitedError) return { ...base, message: original.message, extensions: { code: 'RATE_LIMITED' } };
    if (isCommitInDoubt(original)) return { ...base, message: COMMIT_IN_DOUBT_MESSAGE, extensions: { code: 'IN_DOUBT' } };
    if (isDatabaseUnavailable(original)) return { ...base, message: 'Service temporarily unavailable, please retry shortly', extensions: { code: 'UNAVAILABLE' } };
    const code = formatted.extensions?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      // graphql-js validation/parse errors and Apollo's own input errors are client mistakes.
      const known = code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_REQUEST' ? 'BAD_USER_INPUT' : code;
      return { ...base, message: formatted.message, extensions: { code: known } };
    }
    if (original instanceof GraphQLError && !(original as GraphQLError).originalError) {
      return { ...base, message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
    }
    log(`GraphQL 500: ${describeError(original)}`);
    return {
      ...base,
      message: production ? 'Internal server error' : formatted.message,
      extensions: production ? { code: 'INTERNAL_SERVER_ERROR' } : { ...formatted.extensions, code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/**
 * The errors of a result in the caller's language (docs/API.md#conventions): the message is
 * translated, the code and everything else stay. Applied after formatError, over HTTP (Apollo's
 * willSendResponse, by the request's Accept-Language) and on the socket (the connection's language).
 */
export function localizeErrors<E extends GraphQLFormattedError>(errors: readonly E[], locale: Locale): E[] {
  return errors.map((e) => (locale === 'en' ? e : { ...e, message: translateMessage(e.message, locale) }));
}

export const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
