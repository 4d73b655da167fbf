/** pino's levels, lightest last; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL: one of pino's levels; info when unset or unknown. */
export const logLevelOf = (value: string | undefined): LogLevel => ((LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel) : 'info');
