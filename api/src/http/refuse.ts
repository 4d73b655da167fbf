import type { Response } from 'express';
import type { DomainErrorCode } from '@fit/events';

/** The one map from a refusal's code to its HTTP status, for every door. */
export const STATUS_BY_CODE: Record<DomainErrorCode | 'RATE_LIMITED', number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

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

/** Every refusal has one shape, `{message, code}` (docs/API.md#conventions), whichever part of the app makes it. */
export function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ message, code: CODE_BY_STATUS[status] ?? (status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR') });
}
