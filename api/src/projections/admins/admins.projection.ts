import type { Projection } from '../projection.js';

export const adminsProjection: Projection = {
  name: 'admins',
  table: 'admins',
  keyColumns: ['username'],
  handles: new Set(['AdminCreated', 'AdminPasswordReset']),
  keysOf: (e) => [{ username: e.data.username }],
  evolve(row, e) {
    const at = e.metadata.at;
    if (e.type === 'AdminCreated') {
      return { username: e.data.username, password_hash: e.data.passwordHash, role: e.data.role, created_at: at, updated_at: at };
    }
    return row ? { ...row, password_hash: e.data.passwordHash, updated_at: at } : null;
  },
};
