import { useQuery, useSubscription } from '@apollo/client/react';
import { PresentedCategoryQuery } from '../graphql/presentedCategory.ts';
import { PresentedCategoryChangedSubscription } from '../graphql/presentedCategoryChanged.ts';

/** The prize category the instructor's show presents (null: the overall podium) and its rows, live. */
export function usePresentedCategory(tag: string) {
  const q = useQuery(PresentedCategoryQuery, { variables: { cohortTag: tag }, skip: !tag, fetchPolicy: 'network-only' });
  useSubscription(PresentedCategoryChangedSubscription, {
    variables: { cohortTag: tag },
    skip: !q.data?.presentation,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const next = data.data?.presentationChanged;
      if (next) client.cache.writeQuery({ query: PresentedCategoryQuery, variables: { cohortTag: tag }, data: { __typename: 'Query', presentation: next } });
    },
    onError: (error) => console.error('Presenter category updates stopped', error),
  });
  const p = q.data?.presentation;
  return p?.category ? { category: p.category, rows: p.categoryRows } : null;
}
