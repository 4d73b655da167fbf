import type { AdminRole } from './events.js';

/**
 * The username arrives parsed (parseUsername, at the api's door); the password already hashed:
 * hashing is slow I/O-like work done by the api.
 */
export type CreateAdmin = { type: 'CreateAdmin'; username: string; passwordHash: string; role: AdminRole };
export type ResetAdminPassword = { type: 'ResetAdminPassword'; passwordHash: string };
export type AdminCommand = CreateAdmin | ResetAdminPassword;
