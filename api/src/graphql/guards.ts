import { forbidden, unauthenticated } from '@fit/events';
import type { GqlContext } from './context.js';
import { assertSessionReadable } from '../auth/session.js';

export function adminOf(ctx: GqlContext): string {
  const admin = ctx.req.session?.admin;
  if (!admin) assertSessionReadable(ctx.req);
  if (!admin) throw unauthenticated('Admin access required. Please log in with admin credentials.');
  if (admin.role !== 'admin') throw forbidden('This account can only read audit information');
  return admin.username;
}

export const isAdminCtx = (ctx: GqlContext) => ctx.req.session?.admin?.role === 'admin';

export function teamSessionOf(ctx: GqlContext): string {
  const teamId = ctx.req.session?.teamId;
  if (!teamId) assertSessionReadable(ctx.req);
  if (!teamId) throw unauthenticated('Team session required. Log in as a team via the Phase 8 page button.');
  return teamId;
}
