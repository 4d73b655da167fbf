import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError } from '@fit/events';
import type { Locale } from '@fit/events/i18n';
import { englishText, toMessage, translateMessage, type MessageDescriptor, type MessageId, type MessageValue } from '@fit/events/i18n/messages';
import { RateLimitedError } from '../auth/rate-limit.js';
import { COMMIT_IN_DOUBT_MESSAGE, isDatabaseUnavailable } from '../http/errors.js';
import { untranslated, type RefusalMessage } from '../http/refuse.js';
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
    if (original instanceof DomainError) return said({ ...base, extensions: { code: original.code } }, original.descriptor);
    if (original instanceof RateLimitedError) return said({ ...base, extensions: { code: 'RATE_LIMITED' } }, original.descriptor);
    if (isCommitInDoubt(original)) return said({ ...base, extensions: { code: 'IN_DOUBT' } }, COMMIT_IN_DOUBT_MESSAGE);
    if (isDatabaseUnavailable(original)) return said({ ...base, extensions: { code: 'UNAVAILABLE' } }, 'Service temporarily unavailable, please retry shortly');
    const refusal = original instanceof GraphQLError ? (original as RefusingError)[MESSAGE] : undefined;
    if (refusal) return said({ ...base, extensions: { code: formatted.extensions?.code ?? 'BAD_USER_INPUT' } }, refusal);
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
    if (production) return said({ ...base, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, 'Internal server error');
    return { ...base, message: formatted.message, extensions: { ...formatted.extensions, code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/**
 * A formatted error's message as a descriptor, under a symbol: the error is written in English
 * (formatError has no request), and put in the caller's language as the answer leaves
 * (localizeErrors). A symbol is not serialized: the client sees only the message.
 */
const MESSAGE = Symbol('message');
type Said = GraphQLFormattedError & { [MESSAGE]?: MessageDescriptor };
type RefusingError = GraphQLError & { [MESSAGE]?: MessageDescriptor };

function said(error: Omit<GraphQLFormattedError, 'message'>, m: MessageId | MessageDescriptor): GraphQLFormattedError {
  const descriptor = toMessage(m);
  return { ...error, message: englishText(descriptor), [MESSAGE]: descriptor } as Said;
}

/**
 * The errors of a result in the caller's language (docs/API.md#conventions): the message is
 * translated from its descriptor, the code and everything else stay; an error the API did not
 * make (graphql-js's own) stays as it is. Applied after formatError, over HTTP (Apollo's
 * willSendResponse, by the request's Accept-Language) and on the socket (the connection's language).
 */
export function localizeErrors<E extends GraphQLFormattedError>(errors: readonly E[], locale: Locale): E[] {
  return errors.map((e) => {
    const descriptor = (e as Said)[MESSAGE];
    return locale === 'en' || !descriptor ? e : { ...e, message: translateMessage(descriptor, locale) };
  });
}

/** A client's mistake found before any resolver runs (the operation's limits): one of the API's messages, or a library's own words. */
export function badRequest(m: RefusalMessage, values?: Readonly<Record<string, MessageValue>>): GraphQLError {
  const descriptor = typeof m === 'object' && 'untranslated' in m ? null : toMessage(m);
  const full = descriptor && values ? { id: descriptor.id, values } : descriptor;
  const error: RefusingError = new GraphQLError(full ? englishText(full) : (m as { untranslated: string }).untranslated, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
  if (full) error[MESSAGE] = full;
  return error;
}

export { untranslated };
