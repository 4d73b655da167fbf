import type { AdminEvent } from '@fit/events';
import { defineProjection } from '../projection.js';
import type { AdminRow } from './admin.entity.js';

/** Admin and auditor accounts: what login reads. */
export const adminsProjection = defineProjection<AdminEvent, AdminRow>()({
  name: 'admins',
  table: 'admins',
  keyColumns: ['username'],
  on: {
    AdminCreated: (_row, e) => ({
      username: e.data.username,
      password_hash: e.data.passwordHash,
      role: e.data.role,
      created_at: e.metadata.at,
      updated_at: e.metadata.at,
    }),
    AdminPasswordReset: (row, e) => (row ? { ...row, password_hash: e.data.passwordHash, updated_at: e.metadata.at } : null),
  },
  keysOf: (e) => [{ username: e.data.username }],
});
