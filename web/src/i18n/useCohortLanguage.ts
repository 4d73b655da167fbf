import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { isLocale } from '@fit/events/i18n';
import { graphql } from '../gql/index.ts';
import { useCurrentTeam } from '../features/team/hooks/useTeam.ts';
import { useLanguage } from './I18nProvider.tsx';

const CohortLanguageQuery = graphql(`
  query CohortLanguage($tag: String!) {
    cohortStatus(tag: $tag) {
      language
    }
  }
`);

/**
 * A team's pages start in its cohort's language (docs/PRODUCT.md#languages), unless the person
 * chose one in a language menu: the cohort's default is a suggestion, the person's choice wins.
 */
export function useCohortLanguage(): void {
  const { team } = useCurrentTeam();
  const { suggest } = useLanguage();
  const tag = team?.cohortTag ?? null;
  const { data } = useQuery(CohortLanguageQuery, { variables: { tag: tag ?? '' }, skip: !tag });
  const language = data?.cohortStatus?.language;
  useEffect(() => {
    if (isLocale(language)) suggest(language);
  }, [language, suggest]);
}
