import { unauthenticated } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { assertSessionReadable } from '../../auth/session.js';

/** Admins and auditors (read-only audit operations); never from another site's page. */
export function staffOf(ctx: GqlContext): string {
  const admin = ctx.crossOrigin ? null : ctx.req.session?.admin;
  if (!admin && !ctx.crossOrigin) assertSessionReadable(ctx.req);
  if (!admin) throw unauthenticated('Admin access required. Please log in with admin credentials.');
  return admin.username;
}
