import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';

@ObjectType('JobProgress')
export class JobProgressType {
  @Field(() => Float, { description: '0–100, for a progress bar.' }) percent!: number;
  @Field(() => String, {
    description:
      "What the job does now: rebuild 'preparing', 'copying', 'catching-up', 'switching', 'done'; export 'reading', 'writing', 'done'; 'waiting' before it starts.",
  })
  stage!: string;
  @Field(() => Float, { description: 'Units done (events for a rebuild, teams for an export).' }) processed!: number;
  @Field(() => Float, { description: 'Units expected; may grow while the app keeps writing.' }) total!: number;
}

@ObjectType('Job')
export class JobType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "'rebuild', 'export' or 'retention'." }) name!: string;
  @Field(() => String, { description: 'waiting, active, delayed (waiting to retry), completed or failed.' }) state!: string;
  @Field(() => JobProgressType) progress!: JobProgressType;
  @Field(() => Int, { description: 'Attempts started so far.' }) attempts!: number;
  @Field(() => Int) maxAttempts!: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' }) failedReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The job's summary as JSON text (rebuild: {runId, models, events, totalEvents, resumed, ms}; export: {rows, fileName}).",
  })
  result!: string | null;
  @Field(() => GraphQLDateTime) createdAt!: Date;
  @Field(() => GraphQLDateTime, { nullable: true }) finishedAt!: Date | null;
}

@ObjectType('ExportFile')
export class ExportFileType {
  @Field(() => ID) jobId!: string;
  @Field(() => String) fileName!: string;
  @Field(() => Int) rows!: number;
  @Field(() => String, { description: 'The CSV text, as GET /api/admin/export answers it.' }) csv!: string;
  @Field(() => GraphQLDateTime) createdAt!: Date;
}
