import type { DomainErrorCode } from '@fit/events';

/** The HTTP status of each refusal code: REST answers with it, GraphQL reports it, /collab's ERROR frames carry it. */
export const STATUS_BY_CODE: Record<DomainErrorCode | 'RATE_LIMITED', number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export const statusOf = (code: DomainErrorCode | 'RATE_LIMITED'): number => STATUS_BY_CODE[code] ?? 400;
