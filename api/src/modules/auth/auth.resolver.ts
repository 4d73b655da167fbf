import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { badInput } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { checkLimit } from '../../auth/rate-limit.js';
import { AdminStatusType, AdminUserType, TeamSessionType } from './auth.type.js';
import { TeamType } from '../teams/teams.type.js';
import { adminStatusOf, joinTeam, loginAdmin, loginTeam, logoutAdmin, logoutTeam } from './sessions.js';
import { limitersOf } from '../../auth/limiters.js';

const httpOnly = (ctx: GqlContext) => {
  if (!ctx.res || ctx.crossOrigin) throw badInput('Sessions start and end over same-origin HTTP only');
  return ctx.res;
};

@Resolver()
export class AuthResolver {
  @Query(() => AdminStatusType)
  adminStatus(@Ctx() ctx: GqlContext) {
    return adminStatusOf(ctx.viewer);
  }

  @Query(() => TeamSessionType, { nullable: true })
  teamSession(@Ctx() ctx: GqlContext) {
    const { teamId } = ctx.viewer;
    return teamId ? { teamId } : null;
  }

  @Mutation(() => AdminUserType)
  async adminLogin(@Arg('username', () => String) username: string, @Arg('password', () => String) password: string, @Ctx() ctx: GqlContext) {
    await checkLimit(limitersOf(ctx.services).adminLogin, ctx.req, httpOnly(ctx));
    return loginAdmin(ctx.services, ctx.req, username, password);
  }

  @Mutation(() => Boolean)
  async adminLogout(@Ctx() ctx: GqlContext) {
    httpOnly(ctx);
    await logoutAdmin(ctx.services, ctx.req);
    return true;
  }

  @Mutation(() => TeamSessionType)
  async teamLogin(@Arg('accessToken', () => String) accessToken: string, @Ctx() ctx: GqlContext) {
    await checkLimit(limitersOf(ctx.services).teamLogin, ctx.req, httpOnly(ctx));
    const team = await loginTeam(ctx.services, ctx.req, accessToken);
    return { teamId: team.id };
  }

  @Mutation(() => TeamType, {
    description:
      'Joins the team with this code: the session works as the team from now on (so the answer carries its accessToken). Unknown codes count against the client like any lookup.',
  })
  async joinTeam(@Arg('code', () => String) code: string, @Ctx() ctx: GqlContext) {
    httpOnly(ctx);
    return joinTeam(ctx.services, ctx.req, code);
  }

  @Mutation(() => Boolean)
  async teamLogout(@Ctx() ctx: GqlContext) {
    httpOnly(ctx);
    await logoutTeam(ctx.services, ctx.req);
    return true;
  }
}
