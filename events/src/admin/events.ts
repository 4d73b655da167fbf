import type { DomainEvent } from '../shared/decider.js';

export type AdminRole = 'admin' | 'auditor';
export type AdminCreated = DomainEvent<'AdminCreated', { username: string; passwordHash: string; role: AdminRole }>;
export type AdminPasswordReset = DomainEvent<'AdminPasswordReset', { username: string; passwordHash: string }>;
export type AdminEvent = AdminCreated | AdminPasswordReset;

export const adminStreamId = (username: string) => `admin-${username}`;
