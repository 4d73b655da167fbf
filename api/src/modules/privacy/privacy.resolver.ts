import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context.js';
import { requireTeamAccess } from '../../auth/viewer.js';
import { metadataOf } from '../../http/request.js';
import { parseTeamId } from '../teams/handle.js';
import { TeamType } from '../teams/teams.type.js';
import { eraseTeam, requestErasure } from './erase.js';
import { checkErasureConfirmation, parseErasureReason } from './privacy.routes.js';
import { ErasureReportType } from './privacy.type.js';

/** The same erasure and request as REST (privacy.routes.ts), on the same handlers. */
@Resolver()
export class PrivacyResolver {
  @Authorized('ADMIN')
  @Mutation(() => ErasureReportType, {
    description: "Admin only. Destroys the team's key: its personal data becomes unreadable everywhere, its sessions end. confirmCode: the team's code.",
  })
  async eraseTeam(
    @Arg('teamId', () => ID) rawTeamId: string,
    @Arg('confirmCode', () => String) confirmCode: string,
    @Arg('reason', () => String, { nullable: true, description: 'instructor (default) | request | retention' }) reason: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const teamId = parseTeamId(rawTeamId);
    await checkErasureConfirmation(ctx.services, teamId, confirmCode);
    return eraseTeam(ctx.services, metadataOf(ctx.req), teamId, parseErasureReason(reason));
  }

  @Mutation(() => TeamType, { description: 'The team asks to be erased; an instructor confirms (eraseTeam).' })
  requestTeamErasure(@Arg('teamId', () => ID) rawTeamId: string, @Ctx() ctx: GqlContext) {
    const teamId = parseTeamId(rawTeamId);
    requireTeamAccess(ctx.viewer, teamId);
    return requestErasure(ctx.services, metadataOf(ctx.req), teamId);
  }
}
