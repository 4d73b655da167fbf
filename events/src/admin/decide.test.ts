import { describe, it } from 'vitest';
import { given } from '../testing/given.js';
import type { AdminCommand } from './commands.js';
import { adminDecider } from './decide.js';
import type { AdminEvent, AdminRole } from './events.js';

const created: AdminEvent = { type: 'AdminCreated', data: { username: 'ada', passwordHash: '$argon2id$one', role: 'admin' } };
const create: AdminCommand = { type: 'CreateAdmin', username: 'ada', passwordHash: '$argon2id$one', role: 'admin' };
const reset: AdminCommand = { type: 'ResetAdminPassword', passwordHash: '$argon2id$two' };

const admin = (history: AdminEvent[] = [created]) => given(adminDecider, history);

describe('CreateAdmin', () => {
  it('creates an admin', () => admin([]).when(create).then([created]));
  it('creates an auditor', () =>
    admin([])
      .when({ ...create, role: 'auditor' })
      .then([{ type: 'AdminCreated', data: { username: 'ada', passwordHash: '$argon2id$one', role: 'auditor' } }]));
  it('refuses an existing admin', () => admin().when(create).thenThrows('CONFLICT', 'Admin already exists'));
  it('refuses an unknown role', () =>
    admin([])
      .when({ ...create, role: 'root' as AdminRole })
      .thenThrows('BAD_USER_INPUT', 'Role must be admin or auditor'));
  it('refuses a missing password hash', () =>
    admin([])
      .when({ ...create, passwordHash: '' })
      .thenThrows('BAD_USER_INPUT', 'Password hash is required'));
});

describe('ResetAdminPassword', () => {
  const resetDone: AdminEvent = { type: 'AdminPasswordReset', data: { username: 'ada', passwordHash: '$argon2id$two' } };

  it('resets the password', () => admin().when(reset).then([resetDone]));
  it('refuses an unknown admin', () => admin([]).when(reset).thenThrows('NOT_FOUND', 'Admin not found'));
  it('refuses a missing password hash', () =>
    admin()
      .when({ ...reset, passwordHash: '' })
      .thenThrows('BAD_USER_INPUT', 'Password hash is required'));
  it('does nothing when the same hash is set again', () => admin([created, resetDone]).when(reset).then([]));
});
