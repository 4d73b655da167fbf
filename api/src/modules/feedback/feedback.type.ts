import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';

@ObjectType('FeedbackMessage')
export class FeedbackMessageType {
  @Field(() => String, { description: 'instructor | team' }) author!: string;
  @Field(() => String) authorName!: string;
  @Field(() => String) text!: string;
  @Field(() => GraphQLDateTime) at!: Date;
}

@ObjectType('FeedbackThread', { description: "A comment on a team's phase answers and its replies. Only the team's session and admins." })
export class FeedbackThreadType {
  @Field(() => ID) id!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => Int) phaseNumber!: number;
  @Field(() => String, { nullable: true, description: 'The field commented on; null for the whole phase.' }) fieldId!: string | null;
  @Field(() => Boolean) resolved!: boolean;
  @Field(() => [FeedbackMessageType]) messages!: FeedbackMessageType[];
  @Field(() => GraphQLDateTime) createdAt!: Date;
  @Field(() => GraphQLDateTime) updatedAt!: Date;
}
