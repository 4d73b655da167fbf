import type { ApolloClient } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { buildWorkbook, workbookMarkdown, type Workbook, type WorkbookTeam } from '@fit/events/workbook';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import type { PhaseConfigFieldsFragment as PhaseConfig } from '../../../gql/graphql.ts';
import { PhaseConfigQuery } from '../../../lib/graphql/phaseConfig.ts';
import { selectLabels } from '../../../lib/promptLabels.ts';

type Answers = Readonly<Record<number, Readonly<Record<string, string>>>>;

/**
 * Every phase's config in a language, from the API (the page carries no phase content of its
 * own); null when one cannot be read, and the workbook cannot be built.
 */
export async function phaseConfigsIn(client: ApolloClient, locale: string): Promise<PhaseConfig[] | null> {
  try {
    const list = await Promise.all(
      Array.from({ length: PHASE_COUNT }, (_, i) =>
        client.query({ query: PhaseConfigQuery, variables: { phase: i + 1, locale } }).then((r) => r.data?.phaseConfig ?? null),
      ),
    );
    return list.every((c): c is PhaseConfig => c !== null) ? list : null;
  } catch {
    return null;
  }
}

/**
 * The team's workbook (events/src/workbook) from the phases' configs in the page's language: in
 * English exactly events' workbook; in another language, select answers shown as their options'
 * labels there, in the answers and the prompts.
 */
export const buildWorkbookIn = (team: WorkbookTeam, answers: Answers, at: Date, configs: readonly PhaseConfig[], locale: string): Workbook =>
  buildWorkbook(team, answers, at, configs, locale === 'en' ? undefined : (phase) => selectLabels(configs, phase));

/**
 * The workbook as Markdown in the page's language: events' one layout, with its headings
 * translated (in English exactly what events writes).
 */
export function workbookMarkdownIn(book: Workbook, intl: IntlShape, locale: string): string {
  if (locale === 'en') return workbookMarkdown(book);
  return workbookMarkdown(book, {
    title: (name, code) => intl.formatMessage({ id: 'workbook.view.title', defaultMessage: 'Workbook: {name} ({code})' }, { name, code }),
    exported: (date) => intl.formatMessage({ id: 'workbook.view.exported', defaultMessage: 'Exported {date} from Found-in-Two.' }, { date }),
    phase: (phase, title) => intl.formatMessage({ id: 'workbook.view.phase', defaultMessage: 'Phase {phase, number}: {title}' }, { phase, title }),
    noAnswers: intl.formatMessage({ id: 'workbook.view.noAnswers', defaultMessage: 'No answers yet.' }),
    noAnswer: intl.formatMessage({ id: 'workbook.view.noAnswer', defaultMessage: 'No answer.' }),
    generatedPrompt: intl.formatMessage({ id: 'workbook.view.generatedPrompt', defaultMessage: 'Generated prompt' }),
  });
}
