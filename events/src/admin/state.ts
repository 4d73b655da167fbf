import type { AdminRole } from './events.js';

/** passwordHash is kept so that a repeated reset with the same hash changes nothing. */
export type AdminState = { exists: false } | { exists: true; username: string; role: AdminRole; passwordHash: string };
