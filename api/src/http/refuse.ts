import type { Response } from 'express';
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

/** Every refusal has one shape, `{message, code}` (docs/API.md#conventions), whichever part of the app makes it. */
export function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ message, code: CODE_BY_STATUS[status] ?? (status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR') });
}
