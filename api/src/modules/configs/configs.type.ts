import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FIELD_TYPES, type FieldType } from '@fit/events';

/*
 * A phase config as GraphQL types, field for field the shape that @fit/events validates
 * (events/src/phases/schema.ts) and GET /api/configs/phase-{n} serves as JSON. Optional parts
 * are nullable here; the resolver returns the content object itself.
 */

const PhaseFieldKind = Object.fromEntries(FIELD_TYPES.map((t) => [t, t])) as { [K in FieldType]: K };
registerEnumType(PhaseFieldKind, { name: 'PhaseFieldType', description: 'How a phase-config field is edited.' });

@ObjectType('PhaseFieldOption')
export class PhaseFieldOptionType {
  @Field(() => String) value!: string;
  @Field(() => String) label!: string;
}

@ObjectType('PhaseField', { description: 'One answer a phase asks for.' })
export class PhaseFieldType {
  @Field(() => String) id!: string;
  @Field(() => String) label!: string;
  @Field(() => PhaseFieldKind) type!: FieldType;
  @Field(() => String, { nullable: true }) placeholder?: string;
  @Field(() => [PhaseFieldOptionType], { nullable: true, description: 'Select fields only.' }) options?: PhaseFieldOptionType[];
  @Field(() => Boolean) required!: boolean;
  @Field(() => String, { nullable: true }) help?: string;
  @Field(() => String, { nullable: true }) tooltip?: string;
}

@ObjectType('DecisionItem')
export class DecisionItemType {
  @Field(() => String) label!: string;
  @Field(() => String) content!: string;
}

@ObjectType('DecisionSection')
export class DecisionSectionType {
  @Field(() => Int) number!: number;
  @Field(() => String) title!: string;
  @Field(() => [DecisionItemType]) items!: DecisionItemType[];
}

@ObjectType('DecisionAction')
export class DecisionActionType {
  @Field(() => String) title!: string;
  @Field(() => [String]) items!: string[];
}

@ObjectType('DecisionBoxContent')
export class DecisionBoxContentType {
  @Field(() => String) title!: string;
  @Field(() => String) subtitle!: string;
  @Field(() => [DecisionSectionType]) sections!: DecisionSectionType[];
  @Field(() => DecisionActionType) action!: DecisionActionType;
}

@ObjectType('FlowStepDetails')
export class FlowStepDetailsType {
  @Field(() => String) title!: string;
  @Field(() => [String]) steps!: string[];
}

@ObjectType('FlowStep')
export class FlowStepType {
  @Field(() => Int) step!: number;
  @Field(() => String) action!: string;
  @Field(() => String) time!: string;
  @Field(() => FlowStepDetailsType, { nullable: true }) details?: FlowStepDetailsType;
}

@ObjectType('ExpectedOutput')
export class ExpectedOutputType {
  @Field(() => String) fileCreated!: string;
  @Field(() => String) whyItMatters!: string;
  @Field(() => String) nextSteps!: string;
}

@ObjectType('PhaseConfig', { description: "A phase's content: intro, guidance, the fields to answer and the prompt template." })
export class PhaseConfigType {
  @Field(() => Int) phase!: number;
  @Field(() => String, { description: 'The language the texts are in (en, es, de, ar); field ids and option values are the same in every language.' })
  locale!: string;
  @Field(() => String) title!: string;
  @Field(() => String) estimatedTime!: string;
  @Field(() => String) intro!: string;
  @Field(() => DecisionBoxContentType, { nullable: true }) decisionBoxContent?: DecisionBoxContentType;
  @Field(() => [FlowStepType], { nullable: true }) stepByStepFlow?: FlowStepType[];
  @Field(() => [PhaseFieldType]) fields!: PhaseFieldType[];
  @Field(() => String) promptTemplate!: string;
  @Field(() => ExpectedOutputType) expectedOutput!: ExpectedOutputType;
  @Field(() => [String], { nullable: true }) instructions?: string[];
}
