import { h } from './dom.js';
import { ENGLISH, type Language } from './i18n.js';
import type { ResultRow } from './operations.js';
import { avatar, byRank, ordinal, pointsText, teamName, visitLink } from './team.js';
import * as styles from './Leaderboard.css.js';
import * as base from './Widget.css.js';

/** The English title ('leaderboardTitle' in src/messages). */
export const LEADERBOARD_TITLE = 'Complete Leaderboard';

const voteCount = (row: ResultRow, rank: number) => row.votes?.find((v) => v.rank === rank)?.count ?? 0;

/** Every ranked team: rank, name, points, a bar against the top score, and its vote counts; texts in `lang`. */
export function Leaderboard(appUrl: string, rows: readonly ResultRow[], amount?: (n: number) => string, lang: Language = ENGLISH): HTMLElement {
  const { t } = lang;
  const amountOf = amount ?? ((n: number) => pointsText(n, lang));
  const sorted = byRank(rows);
  const top = Math.max(1, ...sorted.map((r) => r.totalPoints));
  return h(
    'section',
    { class: styles.section, attrs: { 'aria-labelledby': 'fit-leaderboard-title' } },
    h('h3', { class: base.sectionTitle, attrs: { id: 'fit-leaderboard-title' } }, t('leaderboardTitle')),
    h(
      'ol',
      { class: styles.list, attrs: { 'data-part': 'leaderboard' } },
      ...sorted.map((row) => {
        const pct = Math.max(0, Math.min(100, (row.totalPoints / top) * 100));
        const fill = h('div', { class: styles.barFill });
        fill.style.width = `${pct}%`;
        return h(
          'li',
          { class: styles.row, attrs: { 'data-rank': String(row.rank) } },
          h('span', { class: styles.rank }, h('span', { class: base.srOnly }, t('rankLabel')), ordinal(row.rank, lang)),
          avatar(appUrl, row, lang),
          h(
            'div',
            { class: styles.body },
            h('p', { class: styles.name, attrs: { 'data-part': 'team-name' } }, teamName(row, lang)),
            h(
              'p',
              { class: styles.meta },
              t('votes', { first: voteCount(row, 1), second: voteCount(row, 2), third: voteCount(row, 3) }),
              ' ',
              visitLink(row.websiteUrl, t('visitWebsite'), t('visitWebsiteOf', { name: teamName(row, lang) })),
            ),
          ),
          h('span', { class: styles.points }, amountOf(row.totalPoints)),
          h('div', { class: styles.bar, attrs: { 'aria-hidden': 'true' } }, fill),
        );
      }),
    ),
  );
}
