import { isPlaceShown } from '@fit/events/cohort/stages';
import { h } from './dom.js';
import { ENGLISH, type Language } from './i18n.js';
import type { ResultRow } from './operations.js';
import { avatar, byRank, placeLabel, pointsText, teamName, visitLink } from './team.js';
import * as styles from './Podium.css.js';
import * as base from './Widget.css.js';

/** The English title ('podiumTitle' in src/messages). */
export const PODIUM_TITLE = 'Championship Podium';

/**
 * The top three, in rank order in the markup (the 2-1-3 layout is CSS only). With the
 * instructor's stage, places not yet stepped to show only a question mark (3rd at 1, 2nd at 2,
 * 1st at 3); null shows all. Texts in `lang` (English by default); `amount` defaults to points.
 */
export function Podium(appUrl: string, rows: readonly ResultRow[], stage: number | null = null, amount?: (n: number) => string, lang: Language = ENGLISH): HTMLElement {
  const { t } = lang;
  const amountOf = amount ?? ((n: number) => pointsText(n, lang));
  const top = byRank(rows).slice(0, 3);
  return h(
    'section',
    { class: styles.section, attrs: { 'aria-labelledby': 'fit-podium-title' } },
    h('h3', { class: base.sectionTitle, attrs: { id: 'fit-podium-title' } }, t('podiumTitle')),
    h(
      'ol',
      { class: styles.list, attrs: { 'data-part': 'podium' } },
      ...top.map((row, i) => {
        // Visual place (1-3) drives the step height; the shown rank is the API's (ties share).
        const place = (i + 1) as 1 | 2 | 3;
        const name = teamName(row, lang);
        if (stage !== null && !isPlaceShown(place, stage)) {
          return h(
            'li',
            { class: `${styles.place} ${styles.rankPlace[place]}`, attrs: { 'data-hidden': 'true' } },
            h('p', { class: styles.name }, '?'),
            h('div', { class: styles.step, attrs: { 'aria-hidden': 'true' } }),
          );
        }
        return h(
          'li',
          { class: `${styles.place} ${styles.rankPlace[place]}`, attrs: { 'data-rank': String(row.rank) } },
          h('span', { class: styles.medal, attrs: { 'data-part': 'place' } }, placeLabel(row.rank, lang)),
          avatar(appUrl, row, lang),
          h('p', { class: styles.name, attrs: { 'data-part': 'team-name' } }, name),
          h('p', { class: styles.points }, amountOf(row.totalPoints)),
          visitLink(row.websiteUrl, t('visitTeam', { name })),
          h('div', { class: styles.step, attrs: { 'aria-hidden': 'true' } }),
        );
      }),
    ),
  );
}
