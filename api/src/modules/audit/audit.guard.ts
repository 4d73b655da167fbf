import { unauthenticated } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';

/** Admins and auditors (read-only audit operations); never from another site's page. */
export function staffOf(ctx: GqlContext): string {
  const admin = ctx.crossOrigin ? null : ctx.req.session?.admin;
  if (!admin) throw unauthenticated('Admin access required. Please log in with admin credentials.');
  return admin.username;
}
