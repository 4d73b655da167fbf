/**
 * The admin aggregate: instructor and auditor accounts. Passwords arrive already hashed
 * (hashing is slow work the api does); the decider only checks a hash is present.
 */
import type { Decider } from '../shared/decider.js';
import { badInput, conflict, notFound } from '../shared/errors.js';
import type { AdminCommand } from './commands.js';
import type { AdminEvent, AdminRole } from './events.js';
import type { AdminState } from './state.js';

const ROLES: readonly AdminRole[] = ['admin', 'auditor'];

function parsePasswordHash(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') throw badInput('Password hash is required');
  return raw;
}

function decide(command: AdminCommand, state: AdminState): AdminEvent[] {
  switch (command.type) {
    case 'CreateAdmin': {
      if (state.exists) throw conflict('Admin already exists');
      const { username } = command;
      if (!ROLES.includes(command.role)) throw badInput('Role must be admin or auditor');
      const passwordHash = parsePasswordHash(command.passwordHash);
      return [{ type: 'AdminCreated', data: { username, passwordHash, role: command.role } }];
    }
    case 'ResetAdminPassword': {
      if (!state.exists) throw notFound('Admin not found');
      const passwordHash = parsePasswordHash(command.passwordHash);
      if (passwordHash === state.passwordHash) return [];
      return [{ type: 'AdminPasswordReset', data: { username: state.username, passwordHash } }];
    }
  }
}

function evolve(state: AdminState, event: AdminEvent): AdminState {
  switch (event.type) {
    case 'AdminCreated':
      return { exists: true, username: event.data.username, role: event.data.role, passwordHash: event.data.passwordHash };
    case 'AdminPasswordReset':
      return state.exists ? { ...state, passwordHash: event.data.passwordHash } : state;
  }
}

export const adminDecider: Decider<AdminCommand, AdminEvent, AdminState> = {
  decide,
  evolve,
  initialState: () => ({ exists: false }),
};
