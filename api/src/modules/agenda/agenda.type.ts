import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { AgendaView } from './agenda.read.js';

@ObjectType('AgendaItem')
export class AgendaItemType {
  @Field(() => Int) phase!: number;
  @Field(() => Float, { description: 'The time box as planned, in milliseconds.' }) plannedMs!: number;
  @Field(() => Float, { description: 'The time box as it stands (extensions and shortenings applied), in milliseconds.' }) durationMs!: number;
}

@ObjectType('AgendaBring')
export class AgendaBringType {
  @Field(() => Int) phase!: number;
  @Field(() => String, { description: 'ISO-8601: when the instructor brought the teams.' }) at!: string;
  @Field(() => String, { description: 'ISO-8601: when pages move (after the notice).' }) moveAt!: string;
}

@ObjectType('Announcement')
export class AnnouncementType {
  @Field(() => String) id!: string;
  @Field(() => String) text!: string;
  @Field(() => String, { description: 'ISO-8601.' }) at!: string;
}

@ObjectType('Agenda', {
  description:
    "A cohort's agenda, hold, last bring and announcements (the cohort's teams and instructors). Times are ISO-8601 from the server's clock; serverTime lets a page correct its own.",
})
export class AgendaType implements Omit<AgendaView, 'status'> {
  @Field(() => String) cohortTag!: string;
  @Field(() => String, { description: "'none' | 'planned' | 'running' | 'paused' | 'finished'" }) status!: AgendaView['status'];
  @Field(() => [AgendaItemType]) items!: AgendaItemType[];
  @Field(() => Int, { description: 'The current item (running or paused); items.length when finished.' }) index!: number;
  @Field(() => String, { nullable: true }) startedAt!: string | null;
  @Field(() => String, { nullable: true }) itemStartedAt!: string | null;
  @Field(() => Float, { description: 'Time paused during the current item, before a pause in progress.' }) pausedMs!: number;
  @Field(() => String, { nullable: true }) pausedAt!: string | null;
  @Field(() => String, { nullable: true }) finishedAt!: string | null;
  @Field(() => Int, { nullable: true, description: "The current item's phase (running or paused)." }) currentPhase!: number | null;
  @Field(() => Float, { nullable: true, description: 'At serverTime: time left in the current item, negative when overdue.' }) remainingMs!: number | null;
  @Field(() => Boolean) overdue!: boolean;
  @Field(() => String, { nullable: true, description: 'When the current item ends (running only).' }) itemEndsAt!: string | null;
  @Field(() => String, { nullable: true }) plannedEndAt!: string | null;
  @Field(() => String, { nullable: true, description: 'At serverTime: where the agenda ends at this pace.' }) expectedEndAt!: string | null;
  @Field(() => Int, { nullable: true, description: 'Teams cannot continue past this phase until released.' }) hold!: number | null;
  @Field(() => AgendaBringType, { nullable: true, description: 'The last time the instructor brought every team to a phase.' }) bring!: AgendaBringType | null;
  @Field(() => [AnnouncementType], { description: 'Live announcements, oldest first (withdrawn ones are gone).' }) announcements!: AnnouncementType[];
  @Field(() => String, { description: "ISO-8601: the server's clock when this was read." }) serverTime!: string;
}

@InputType('AgendaItemInput')
export class AgendaItemInput {
  @Field(() => Int) phase!: number;
  @Field(() => Int, { description: '1..240 whole minutes.' }) minutes!: number;
}
