import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import { notFound, parseCohortTag } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { chainHead, verifyChain } from '../../store/chain.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { assertVerificationVisible } from '../showcase/showcase.read.js';
import { boundOf, checkReceipt, publicVerification, resultsAsOf, voteHistory } from './audit.read.js';
import { ChainHeadType, ChainVerificationType, PublicVerificationType, ReceiptCheckType, ResultsAsOfType, VoteHistoryType } from './audit.type.js';

const withDates = <T extends { at: string | null }>(x: T) => ({ ...x, at: x.at ? new Date(x.at) : null });

@Resolver()
export class AuditResolver {
  @Authorized('STAFF')
  @Query(() => VoteHistoryType, { description: 'Admins and auditors: every ballot and flag change of a cohort, in log order.' })
  async voteHistory(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const h = await voteHistory(ctx.services.orm.em.fork(), parseCohortTag(cohortTag));
    return { ...h, entries: h.entries.map(withDates) };
  }

  @Authorized('STAFF')
  @Query(() => ResultsAsOfType, {
    description: 'Admins and auditors: the tally replayed from the events up to a position (inclusive) or a time; the head when neither is given.',
  })
  async resultsAsOf(
    @Arg('cohortTag', () => String) cohortTag: string,
    @Arg('position', () => String, { nullable: true }) position: string | null,
    @Arg('at', () => GraphQLDateTime, { nullable: true }) at: Date | null,
    @Ctx() ctx: GqlContext,
  ) {
    const em = ctx.services.orm.em.fork();
    return withDates(await resultsAsOf(em, parseCohortTag(cohortTag), await boundOf(em, position, at)));
  }

  @Authorized('STAFF')
  @Query(() => ChainVerificationType, {
    description: 'Admins and auditors: seals, then walks the hash chain; names the first altered, removed, reordered or inserted event.',
  })
  verifyChain(@Arg('cohortTag', () => String, { nullable: true }) cohortTag: string | null, @Ctx() ctx: GqlContext) {
    return verifyChain(ctx.services.orm, { cohortTag: cohortTag ? parseCohortTag(cohortTag) : null });
  }

  @Authorized('STAFF')
  @Query(() => ChainHeadType, { nullable: true, description: 'Admins and auditors: the latest sealed chain row.' })
  async chainHead(@Ctx() ctx: GqlContext) {
    await ctx.services.chain?.sealNow();
    return chainHead(ctx.services.orm.em.fork());
  }

  @Query(() => PublicVerificationType, {
    description: 'Public once the results are revealed (FORBIDDEN before): the counted ballots without voter identity, the chain head and the recomputed tally.',
  })
  async publicVerification(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const cohort = await findCohort(ctx.services.orm.em.fork(), parseCohortTag(cohortTag));
    if (!cohort) throw notFound('Cohort not found');
    assertVerificationVisible(ctx.viewer, cohort);
    return publicVerification(ctx.services.orm, cohort.tag);
  }

  @Query(() => ReceiptCheckType, {
    description: 'Public once the results are revealed: is the ballot with this receipt code among the counted ones, or was it replaced by a later ballot of its team?',
  })
  async verifyReceipt(@Arg('cohortTag', () => String) cohortTag: string, @Arg('receipt', () => String) receipt: string, @Ctx() ctx: GqlContext) {
    const view = await this.publicVerification(cohortTag, ctx);
    return checkReceipt(view, receipt);
  }
}
