import { defineEntity, p } from '@mikro-orm/core';
import type { AdminRole } from '@fit/events';
import type { EntityOf, RowOf } from '../row.js';

export const AdminEntity = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    username: p.string().primary(),
    passwordHash: p.string(),
    role: p.string().$type<AdminRole>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type Admin = EntityOf<typeof AdminEntity>;
export type AdminRow = RowOf<typeof AdminEntity>;
