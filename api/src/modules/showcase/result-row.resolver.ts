import { FieldResolver, Resolver, Root } from 'type-graphql';
import { placeLabel } from '@fit/events';
import { ResultRowType } from './showcase.type.js';

/** Result rows, wherever they appear (results, audit): the place is named by events' one rule. */
@Resolver(() => ResultRowType)
export class ResultRowResolver {
  @FieldResolver(() => String, { description: "'1st Place', '2nd Place', …: from the rank, so tied teams share it." })
  place(@Root() row: { rank: number }): string {
    return placeLabel(row.rank);
  }
}
