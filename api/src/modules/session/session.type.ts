import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { AgendaEvent, SessionMarkKind } from '@fit/events';
import type { SessionView } from './session.read.js';

@ObjectType('SessionTeam')
export class SessionTeamType {
  @Field(() => String) teamId!: string;
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: 'Its key was destroyed: name is "Erased team" (docs/PRIVACY.md).' }) erased!: boolean;
}

@ObjectType('SessionMark', { description: 'One moment of a session, in log order.' })
export class SessionMarkType {
  @Field(() => String, { description: 'ISO-8601.' }) at!: string;
  @Field(() => String, {
    description: "'created' | 'joined' | 'left' | 'phase' | 'website' | 'comment' | 'reply' | 'resolved' | 'reopened' | 'ballot' | 'score' | 'agenda'",
  })
  kind!: SessionMarkKind;
  @Field(() => String, { nullable: true }) teamId!: string | null;
  @Field(() => Int, { nullable: true, description: "The team's new phase ('phase', 'created'), a comment's phase." }) phase!: number | null;
  @Field(() => String, { nullable: true, description: 'A feedback thread; the cohort joined, left or submitted to; a judge.' }) ref!: string | null;
  @Field(() => String, { nullable: true, description: "Feedback: 'instructor' | 'team'; agenda: the event's type." }) detail!: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "An agenda mark's event ({type, data}): the agenda at any moment is these folded." })
  agenda!: AgendaEvent | null;
}

@ObjectType('TeamEdits')
export class TeamEditsType {
  @Field(() => String) teamId!: string;
  @Field(() => [Int], { description: 'Edits in each minute from the session’s firstMinute on.' }) perMinute!: number[];
  @Field(() => [Int], { description: 'Each edit’s time as milliseconds after the session’s firstMinute, ascending (the room at a moment counts those up to it).' })
  times!: number[];
}

@ObjectType('CohortSession', {
  description: "Admin only: a cohort's session from the event log — its teams, its moments and edits per minute (docs/API.md#session-view).",
})
export class CohortSessionType implements SessionView {
  @Field(() => String) cohortTag!: string;
  @Field(() => [SessionTeamType], { description: 'Every team that was ever in the cohort.' }) teams!: SessionTeamType[];
  @Field(() => [SessionMarkType]) marks!: SessionMarkType[];
  @Field(() => String, { nullable: true, description: 'ISO-8601: the first minute anyone edited.' }) firstMinute!: string | null;
  @Field(() => [TeamEditsType]) edits!: TeamEditsType[];
  @Field(() => String) serverTime!: string;
}

@ObjectType('TeamEditsChange', { description: "A team's edit times after the first `timesFrom` of the reading before." })
export class TeamEditsChangeType {
  @Field(() => String) teamId!: string;
  @Field(() => Int) timesFrom!: number;
  @Field(() => [Int]) times!: number[];
}

@ObjectType('CohortSessionDelta', { description: 'What changed since the reading sent before (events/src/session/delta.ts applySessionDelta).' })
export class CohortSessionDeltaType {
  @Field(() => [SessionTeamType], { nullable: true, description: 'Every team, when the list changed.' }) teams!: SessionTeamType[] | null;
  @Field(() => Int, { description: 'How many marks of the reading before are kept; `marks` follow them.' }) marksFrom!: number;
  @Field(() => [SessionMarkType]) marks!: SessionMarkType[];
  @Field(() => [TeamEditsChangeType]) edits!: TeamEditsChangeType[];
}

@ObjectType('CohortSessionUpdate', { description: 'A live session view: the whole session first, then what changed.' })
export class CohortSessionUpdateType {
  @Field(() => String) serverTime!: string;
  @Field(() => CohortSessionType, { nullable: true, description: 'The whole session: the first message, and any a delta cannot say.' }) full!: CohortSessionType | null;
  @Field(() => CohortSessionDeltaType, { nullable: true }) delta!: CohortSessionDeltaType | null;
}
