import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import { notFound, parseCohortTag, parseSavedHeads } from '@fit/events';
import { liveEvents } from '../../graphql/live.js';
import { headFeed, latestHead, parseAfter, verifySavedHeads } from '../../store/heads.js';
import { HEAD_EVENT_TYPES, listPublicKeys, type SignedHead } from '../../store/signing.js';
import { cohortTagOf } from '../../store/chain.js';
import type { GqlContext } from '../../graphql/context.js';
import { chainHead, verifyChain } from '../../store/chain.js';
import { findCohort } from '../cohorts/cohorts.read.js';
import { assertVerificationVisible } from '../showcase/showcase.read.js';
import { isStaff } from '../../auth/viewer.js';
import { boundOf, checkReceipt, publicVerification, resultsAsOf, voteHistory } from './audit.read.js';
import { publicRecord } from './record.read.js';
import { ChainHeadFeedType, HeadVerificationType, SignedChainHeadType, SigningKeyType } from './audit.type.js';
import { ChainHeadType, ChainVerificationType, PublicVerificationType, ReceiptCheckType, ResultsAsOfType, VoteHistoryType } from './audit.type.js';

const withDates = <T extends { at: string | null }>(x: T) => ({ ...x, at: x.at ? new Date(x.at) : null });

@Resolver()
export class AuditResolver {
  @Authorized('STAFF')
  @Query(() => VoteHistoryType, { description: 'Admins and auditors: every ballot, flag change and erasure of one of its teams, in log order.' })
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
    assertVerificationVisible(isStaff(ctx.viewer), cohort);
    return publicVerification(ctx.services.orm, cohort.tag);
  }

  @Query(() => String, {
    description:
      "Public once the results are revealed (FORBIDDEN before): the cohort's public record as JSON text (format fit-public-record/v1, docs/AUDIT.md#the-public-record), the file the offline verifier checks.",
  })
  async publicRecord(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const cohort = await findCohort(ctx.services.orm.em.fork(), parseCohortTag(cohortTag));
    if (!cohort) throw notFound('Cohort not found');
    assertVerificationVisible(isStaff(ctx.viewer), cohort);
    return JSON.stringify(await publicRecord(ctx.services.orm, cohort));
  }

  @Query(() => ReceiptCheckType, {
    description: 'Public once the results are revealed: is the ballot with this receipt code among the counted ones, or was it replaced by a later ballot of its team?',
  })
  async verifyReceipt(@Arg('cohortTag', () => String) cohortTag: string, @Arg('receipt', () => String) receipt: string, @Ctx() ctx: GqlContext) {
    const view = await this.publicVerification(cohortTag, ctx);
    return checkReceipt(view, receipt);
  }

  @Query(() => SigningKeyType, { description: "Public: the instance's public signing key (the key that signs chain heads)." })
  async signingKey(@Ctx() ctx: GqlContext) {
    await ctx.services.chain?.sealNow();
    const [key] = await listPublicKeys(ctx.services.orm.em.fork());
    if (!key) throw notFound('No signing key yet');
    return key;
  }

  @Query(() => SignedChainHeadType, {
    nullable: true,
    description: "Public: the cohort's current signed chain head (its latest ballot or voting event); null before its first is sealed.",
  })
  async cohortChainHead(@Arg('cohortTag', () => String) cohortTag: string, @Ctx() ctx: GqlContext) {
    const tag = await existingCohort(ctx, cohortTag);
    await ctx.services.chain?.sealNow();
    return latestHead(ctx.services.orm.em.fork(), tag);
  }

  @Query(() => ChainHeadFeedType, { description: 'Public: the signed heads of a cohort in chain order, after a seq (exclusive), at most `limit` (500).' })
  async chainHeadFeed(
    @Arg('cohortTag', () => String) cohortTag: string,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: GqlContext,
  ) {
    const tag = await existingCohort(ctx, cohortTag);
    await ctx.services.chain?.sealNow();
    return { cohortTag: tag, heads: await headFeed(ctx.services.orm.em.fork(), tag, { after: parseAfter(after), limit: limit ?? undefined }) };
  }

  @Query(() => HeadVerificationType, {
    description:
      "Public: is a saved head (JSON text: a head, a list of heads or a saved feed) still part of today's chain? 'refused' when its signature does not verify with this instance's key.",
  })
  verifyChainHead(@Arg('saved', () => String) saved: string, @Ctx() ctx: GqlContext) {
    return verifySavedHeads(ctx.services.orm, parseSavedHeads(saved));
  }

  @Subscription(() => SignedChainHeadType, {
    description: "Public: the cohort's new signed head after each of its ballot or voting events.",
    subscribe: ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.cohortTag);
      const current = async () => {
        await ctx.services.chain?.sealNow();
        return latestHead(ctx.services.orm.em.fork(), tag);
      };
      return liveEvents(
        ctx.services.bus,
        'chain-head',
        (e) => HEAD_EVENT_TYPES.includes(e.type) && cohortTagOf({ stream_id: e.streamId, data: e.data }) === tag,
        current,
        { current },
      );
    },
  })
  cohortChainHeadChanged(@Arg('cohortTag', () => String) _cohortTag: string, @Root() head: SignedHead): SignedHead {
    return head;
  }
}

async function existingCohort(ctx: GqlContext, cohortTag: string) {
  const cohort = await findCohort(ctx.services.orm.em.fork(), parseCohortTag(cohortTag));
  if (!cohort) throw notFound('Cohort not found');
  return cohort.tag;
}
