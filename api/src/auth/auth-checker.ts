import type { AuthCheckerFn } from 'type-graphql';
import type { GqlContext } from '../graphql/context.js';
import { requireAdmin, requireJudge, requireStaff, requireTeamSession } from './viewer.js';

/** The roles `@Authorized(...)` names in the resolvers. */
export type Role = 'ADMIN' | 'STAFF' | 'TEAM' | 'JUDGE';

/**
 * type-graphql's one checker: each role is the policy function the REST routes call, and its
 * refusal (401, 403 or 503 with the same message) is thrown as is, rather than type-graphql's
 * generic "Access denied". An arrow function on purpose: type-graphql treats anything with a
 * prototype as a checker class to instantiate.
 */
export const authChecker: AuthCheckerFn<GqlContext, Role> = ({ context }, roles) => {
  for (const role of roles) {
    if (role === 'ADMIN') requireAdmin(context.viewer);
    else if (role === 'STAFF') requireStaff(context.viewer);
    else if (role === 'TEAM') requireTeamSession(context.viewer);
    else if (role === 'JUDGE') requireJudge(context.viewer);
    else throw new Error(`Unknown role ${String(role)}`);
  }
  return roles.length > 0;
};
