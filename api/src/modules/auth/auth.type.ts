import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('AdminUser')
export class AdminUserType {
  @Field(() => String) username!: string;
  @Field(() => String) role!: string;
}

@ObjectType('AdminStatus')
export class AdminStatusType {
  @Field(() => Boolean) isAuthenticated!: boolean;
  @Field(() => AdminUserType, { nullable: true }) user!: AdminUserType | null;
}

@ObjectType('TeamSession')
export class TeamSessionType {
  @Field(() => ID) teamId!: string;
}
