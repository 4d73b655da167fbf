import { useQuery, useSubscription } from '@apollo/client/react';
import { CategoryResultsQuery } from '../graphql/categoryResults.ts';
import { CategoryResultsChangedSubscription } from '../graphql/categoryResultsChanged.ts';

/** Each prize category's result, live (a late score or ballot moves it); none for a cohort without categories. */
export function useCategoryResults(tag: string, skip: boolean) {
  const q = useQuery(CategoryResultsQuery, { variables: { cohortTag: tag }, skip, fetchPolicy: 'cache-and-network' });
  useSubscription(CategoryResultsChangedSubscription, {
    variables: { cohortTag: tag },
    skip,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const categoryResults = data.data?.categoryResultsChanged;
      if (categoryResults) client.cache.writeQuery({ query: CategoryResultsQuery, variables: { cohortTag: tag }, data: { __typename: 'Query', categoryResults } });
    },
    onError: (error) => console.warn('Category results live updates stopped', error),
  });
  return q.data?.categoryResults ?? [];
}
