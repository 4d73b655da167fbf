import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { agendaStreamId, parseCohortTag } from '@fit/events';
import type { GqlContext } from '../../graphql/context.js';
import { liveEvents } from '../../graphql/live.js';
import { metadataOf } from '../../http/request.js';
import { AgendaItemInput, AgendaType } from './agenda.type.js';
import { readAgenda, type AgendaView } from './agenda.read.js';
import { requireAgendaReader } from './agenda.access.js';
import * as agenda from './handle.js';

const TAG = () => String;

@Resolver(() => AgendaType)
export class AgendaResolver {
  @Query(() => AgendaType, { description: "The cohort's teams and its instructors: the cohort's agenda, hold and announcements." })
  async agenda(@Arg('cohortTag', TAG) cohortTag: string, @Ctx() ctx: GqlContext): Promise<AgendaView> {
    const tag = parseCohortTag(cohortTag);
    const em = ctx.services.orm.em.fork();
    await requireAgendaReader(em, ctx.viewer, tag);
    return readAgenda(em, tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: plan the agenda (not while it runs): phases with time boxes in minutes.' })
  planAgenda(@Arg('tag', TAG) tag: string, @Arg('items', () => [AgendaItemInput]) items: AgendaItemInput[], @Ctx() ctx: GqlContext) {
    return agenda.planAgenda(
      ctx.services,
      metadataOf(ctx.req),
      tag,
      items.map((i) => ({ phase: i.phase, minutes: i.minutes })),
    );
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: start the first item now.' })
  startAgenda(@Arg('tag', TAG) tag: string, @Ctx() ctx: GqlContext) {
    return agenda.startAgenda(ctx.services, metadataOf(ctx.req), tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: pause the countdown.' })
  pauseAgenda(@Arg('tag', TAG) tag: string, @Ctx() ctx: GqlContext) {
    return agenda.pauseAgenda(ctx.services, metadataOf(ctx.req), tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: resume the countdown.' })
  resumeAgenda(@Arg('tag', TAG) tag: string, @Ctx() ctx: GqlContext) {
    return agenda.resumeAgenda(ctx.services, metadataOf(ctx.req), tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: more minutes for the current item; keepEnd takes them from the later items.' })
  extendAgendaItem(
    @Arg('tag', TAG) tag: string,
    @Arg('minutes', () => Int) minutes: number,
    @Arg('keepEnd', () => Boolean, { defaultValue: false }) keepEnd: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    return agenda.extendAgendaItem(ctx.services, metadataOf(ctx.req), tag, minutes, keepEnd);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: end the current item now and start the next (after the last: finished).' })
  skipAgendaItem(@Arg('tag', TAG) tag: string, @Ctx() ctx: GqlContext) {
    return agenda.skipAgendaItem(ctx.services, metadataOf(ctx.req), tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: stop the agenda and go back to the plan.' })
  resetAgenda(@Arg('tag', TAG) tag: string, @Ctx() ctx: GqlContext) {
    return agenda.resetAgenda(ctx.services, metadataOf(ctx.req), tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, {
    description: 'Admin only: bring every team of the cohort to a phase after a notice (seconds, default 10); hold: they cannot go past it.',
  })
  bringTeams(
    @Arg('tag', TAG) tag: string,
    @Arg('phase', () => Int) phase: number,
    @Arg('noticeSeconds', () => Int, { nullable: true }) noticeSeconds: number | null,
    @Arg('hold', () => Boolean, { defaultValue: false }) hold: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    return agenda.bringTeams(ctx.services, metadataOf(ctx.req), tag, { phase, noticeSeconds: noticeSeconds ?? undefined, hold });
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: teams cannot continue past this phase until released.' })
  setHold(@Arg('tag', TAG) tag: string, @Arg('phase', () => Int) phase: number, @Ctx() ctx: GqlContext) {
    return agenda.setHold(ctx.services, metadataOf(ctx.req), tag, phase);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: release the hold.' })
  releaseHold(@Arg('tag', TAG) tag: string, @Ctx() ctx: GqlContext) {
    return agenda.releaseHold(ctx.services, metadataOf(ctx.req), tag);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: a short message (up to 280 characters) to every team of the cohort.' })
  postAnnouncement(@Arg('tag', TAG) tag: string, @Arg('text', () => String) text: string, @Ctx() ctx: GqlContext) {
    return agenda.postAnnouncement(ctx.services, metadataOf(ctx.req), tag, text);
  }

  @Authorized('ADMIN')
  @Mutation(() => AgendaType, { description: 'Admin only: withdraw an announcement from every page.' })
  withdrawAnnouncement(@Arg('tag', TAG) tag: string, @Arg('id', () => String) id: string, @Ctx() ctx: GqlContext) {
    return agenda.withdrawAnnouncement(ctx.services, metadataOf(ctx.req), tag, id);
  }

  @Subscription(() => AgendaType, {
    description:
      "The cohort's teams and its instructors: the agenda as it is once the subscription is in place, then again after every change (and after a gap in live updates).",
    subscribe: async ({ args, context }) => {
      const ctx = context as GqlContext;
      const tag = parseCohortTag(args.cohortTag);
      await requireAgendaReader(ctx.services.orm.em.fork(), ctx.viewer, tag);
      const stream = agendaStreamId(tag);
      const current = () => readAgenda(ctx.services.orm.em.fork(), tag);
      return liveEvents(ctx.services.bus, `agenda:${tag}`, (e) => e.streamId === stream, current, { current, initial: true });
    },
  })
  agendaChanged(@Arg('cohortTag', TAG) _cohortTag: string, @Root() view: AgendaView): AgendaView {
    return view;
  }
}
