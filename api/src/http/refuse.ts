import type { Request, Response } from 'express';
import { negotiateLocale, type Locale } from '@fit/events/i18n';
import { toMessage, translateMessage, type MessageDescriptor, type MessageId } from '@fit/events/i18n/messages';
import { STATUS_BY_CODE } from './status.js';

/**
 * The code of a refusal the door makes by itself, before any handler (a body that is not JSON,
 * too large, a foreign origin…): the statuses the domain's codes map to, and the door's own.
 */
const CODE_BY_STATUS: Record<number, string> = {
  ...Object.fromEntries(Object.entries(STATUS_BY_CODE).map(([code, status]) => [status, code])),
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  426: 'UPGRADE_REQUIRED',
  500: 'INTERNAL_SERVER_ERROR',
};

/**
 * The language the caller reads refusals in: its `Accept-Language` (docs/API.md#conventions).
 * From the headers, not req.get: a GraphQL operation over WebSocket has only the upgrade request.
 */
export function callerLocale(req: Pick<Request, 'headers'> | undefined): Locale {
  const header = req?.headers?.['accept-language'];
  return negotiateLocale(typeof header === 'string' ? header : undefined);
}

/**
 * What a refusal says: one of the API's messages (its id, or a descriptor with its values), or a
 * text another program wrote (a library's parse error), sent as it is in every language.
 */
export type RefusalMessage = MessageId | MessageDescriptor | { readonly untranslated: string };

export const untranslated = (text: string): RefusalMessage => ({ untranslated: text });

/** The refusal's text in the language. */
export const refusalText = (m: RefusalMessage, locale: Locale): string =>
  typeof m === 'object' && 'untranslated' in m ? m.untranslated : translateMessage(toMessage(m), locale);

/**
 * Every refusal has one shape, `{message, code}` (docs/API.md#conventions), whichever part of the
 * app makes it: the code stays, the message is in the caller's language. `Vary: Accept-Language`
 * on every refusal, so a cache never hands one caller's language to another.
 */
export function refuse(res: Response, status: number, message: RefusalMessage, code?: string): void {
  res.vary('Accept-Language');
  res.status(status).json({
    message: refusalText(message, callerLocale(res.req)),
    code: code ?? CODE_BY_STATUS[status] ?? (status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR'),
  });
}
