import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { notFound } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { isTeamOrAdmin, requireTeamAccess } from '../../auth/viewer.js';
import { addSessionTeam } from '../../auth/session.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { checkLimit } from '../../auth/rate-limit.js';
import { TeamActivityType, TeamType } from './teams.type.js';
import { limitersOf } from '../../auth/limiters.js';
import { findTeamById, listTeams, type Team } from './teams.read.js';
import { setTeamPhase, changeTeamAvatar, submitWebsite, parseTeamId } from './handle.js';
import { createTeamGuarded, lookupTeamCode } from './lookup.js';

const ACTIVITY: Record<string, string> = {
  TeamCreated: 'created',
  PhaseDataSaved: 'saved',
  PhaseDocUpdated: 'saved',
  TeamAdvanced: 'advanced',
  WebsiteSubmitted: 'website',
  TeamAssignedToCohort: 'assigned',
  TeamUnassignedFromCohort: 'unassigned',
  TeamAvatarChanged: 'avatar',
  TeamErasureRequested: 'erasure-requested',
  TeamErased: 'erased',
};

/** A team's own changes: its session's or an instructor's only (the same rule as REST). */
const ownTeam = (ctx: GqlContext, raw: string) => {
  const id = parseTeamId(raw);
  requireTeamAccess(ctx.viewer, id);
  return id;
};

@Resolver(() => TeamType)
export class TeamResolver {
  @FieldResolver(() => String, { nullable: true, description: "Only for the team's own session or an admin; null otherwise." })
  accessToken(@Root() team: Team, @Ctx() ctx: GqlContext): string | null {
    return isTeamOrAdmin(ctx.viewer, team.id) && !team.erasedAt ? team.accessToken : null;
  }

  @FieldResolver(() => Boolean, { description: 'Its key was destroyed: its name reads "Erased team" and its answers are gone (docs/PRIVACY.md).' })
  erased(@Root() team: Team): boolean {
    return !!team.erasedAt;
  }

  @Query(() => TeamType, { nullable: true })
  async team(@Arg('code', () => String) code: string, @Ctx() ctx: GqlContext): Promise<Team | null> {
    // Over WebSocket too: unknown codes count against the client whichever way they come.
    return lookupTeamCode(ctx.services, ctx.req, code);
  }

  @Authorized('ADMIN')
  @Query(() => [TeamType])
  teams(@Ctx() ctx: GqlContext): Promise<Team[]> {
    return listTeams(ctx.services.orm.em.fork());
  }

  @Mutation(() => TeamType)
  async createTeam(@Arg('name', () => String) name: string, @Arg('code', () => String) code: string, @Ctx() ctx: GqlContext) {
    if (ctx.res) await checkLimit(limitersOf(ctx.services).teamCreate, ctx.req, ctx.res);
    const team = await createTeamGuarded(ctx.services, ctx.req, metadataOf(ctx.req), { name, code });
    if (ctx.req.session) addSessionTeam(ctx.req.session, team.id);
    return team;
  }

  @Mutation(() => TeamType)
  setTeamPhase(@Arg('teamId', () => ID) teamId: string, @Arg('currentPhase', () => Int) currentPhase: number, @Ctx() ctx: GqlContext) {
    return setTeamPhase(ctx.services, metadataOf(ctx.req), ownTeam(ctx, teamId), currentPhase);
  }

  @Mutation(() => TeamType)
  changeTeamAvatar(@Arg('teamId', () => ID) teamId: string, @Arg('avatarIcon', () => String) avatarIcon: string, @Ctx() ctx: GqlContext) {
    return changeTeamAvatar(ctx.services, metadataOf(ctx.req), ownTeam(ctx, teamId), avatarIcon);
  }

  @Mutation(() => TeamType)
  submitWebsite(@Arg('teamId', () => ID) teamId: string, @Arg('websiteUrl', () => String) websiteUrl: string, @Ctx() ctx: GqlContext) {
    return submitWebsite(ctx.services, metadataOf(ctx.req), ownTeam(ctx, teamId), websiteUrl);
  }

  @Authorized('ADMIN')
  @Subscription(() => TeamActivityType, {
    description: 'Admin only.',
    subscribe: ({ context }) => {
      const ctx = context as GqlContext;
      return liveEvents(
        ctx.services.bus,
        'team',
        (e) => e.type in ACTIVITY,
        async (e) => {
          const team = await findTeamById(ctx.services.orm.em.fork(), e.data.teamId);
          if (!team) throw notFound('Team not found');
          return { kind: ACTIVITY[e.type]!, team, at: new Date(e.metadata.at) };
        },
      );
    },
  })
  teamActivity(@Root() activity: TeamActivityType): TeamActivityType {
    return activity;
  }
}
