/**
 * Domain errors are values with a stable code; adapters map codes to HTTP statuses and
 * GraphQL extensions. Deciders never throw anything else for a rule they enforce.
 */
export type DomainErrorCode =
  | 'BAD_USER_INPUT' // malformed or invalid input (400)
  | 'UNAUTHENTICATED' // no session where one is required (401)
  | 'FORBIDDEN' // a session, but not allowed (403)
  | 'NOT_FOUND' // the addressed thing does not exist (404)
  | 'CONFLICT' // the state does not allow it, or a concurrent change won (409)
  | 'UNAVAILABLE'; // a dependency (database, session store) is down for now (503)

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (message: string) => new DomainError('BAD_USER_INPUT', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const unavailable = (message: string) => new DomainError('UNAVAILABLE', message);
export const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message);
