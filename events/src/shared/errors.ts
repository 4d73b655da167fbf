import { englishText, toMessage, type MessageDescriptor, type MessageId, type MessageValue } from '../i18n/message.js';

/**
 * Domain errors are values with a stable code; adapters map codes to HTTP statuses and
 * GraphQL extensions. Deciders never throw anything else for a rule they enforce. Each carries
 * its message as a descriptor (i18n/message.ts), written in the caller's language at the edge.
 */
export type DomainErrorCode =
  | 'BAD_USER_INPUT' // malformed or invalid input (400)
  | 'UNAUTHENTICATED' // no session where one is required (401)
  | 'FORBIDDEN' // a session, but not allowed (403)
  | 'NOT_FOUND' // the addressed thing does not exist (404)
  | 'CONFLICT' // the state does not allow it, or a concurrent change won (409)
  | 'UNAVAILABLE'; // a dependency (database, session store) is down for now (503)

export class DomainError extends Error {
  /** What went wrong as a message descriptor, for the edge that writes it in the caller's language. */
  readonly descriptor: MessageDescriptor;

  /** `message` is the English text (the API's English answers, logs, the web app's forms). */
  constructor(
    readonly code: DomainErrorCode,
    message: MessageId | MessageDescriptor,
  ) {
    const descriptor = toMessage(message);
    super(englishText(descriptor));
    this.name = 'DomainError';
    this.descriptor = descriptor;
  }
}

/** A refusal: the message's id (its English template) and the values of its arguments. */
type Refusal = (message: MessageId | MessageDescriptor, values?: Readonly<Record<string, MessageValue>>) => DomainError;

const refusal =
  (code: DomainErrorCode): Refusal =>
  (m, values) =>
    new DomainError(code, values ? { id: toMessage(m).id, values } : m);

export const badInput = refusal('BAD_USER_INPUT');
export const notFound = refusal('NOT_FOUND');
export const conflict = refusal('CONFLICT');
export const forbidden = refusal('FORBIDDEN');
export const unavailable = refusal('UNAVAILABLE');
export const unauthenticated = refusal('UNAUTHENTICATED');
