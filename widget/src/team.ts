import { teamInitials } from '@fit/events/shared/avatars';
import { shownTeamName } from '@fit/events/privacy/team-name';
import { h } from './dom.js';
import { ENGLISH, type Language } from './i18n.js';
import type { ResultRow } from './operations.js';
import { avatarUrl, safeWebsiteUrl } from './url.js';
import * as styles from './Widget.css.js';

export const UNKNOWN_TEAM = 'Unknown Team';

/**
 * The team name to show (docs/PRODUCT.md#results): the API's; 'Unknown Team' when it gives none;
 * for an erased team, the widget's word for it (the API's name is then its English marker).
 */
export const teamName = (row: ResultRow, { t }: Language = ENGLISH) =>
  shownTeamName({ name: typeof row.teamName === 'string' && row.teamName.trim() ? row.teamName : t('unknownTeam'), erased: row.erased }, t('erasedTeam'));

/*
 * Places as the web podium and leaderboard name them (events/src/ballot/places.ts: competition
 * ranks, '1st Place'), in the widget's language: English ordinals through `selectordinal`.
 */
export const ordinal = (rank: number, { t }: Language = ENGLISH) => t('rank', { rank: Math.trunc(rank) });
export const placeLabel = (rank: number, { t }: Language = ENGLISH) => t('place', { rank: Math.trunc(rank) });

/** '3 points', '1 point' ('٣ نقاط' in Arabic). */
export const pointsText = (n: number, { t }: Language = ENGLISH) => t('points', { points: n });
/** A prize category's score, out of 100 (data-category). */
export const scoreText = (n: number, { t }: Language = ENGLISH) => t('score', { score: n });

/** The team's icon from the app, or its initials on a blue tile; decorative either way. */
export function avatar(appUrl: string, row: ResultRow, lang: Language = ENGLISH): HTMLElement {
  const src = avatarUrl(appUrl, row.avatarIcon);
  if (src) {
    const img = h('img', {
      class: `${styles.avatar} ${styles.avatarImage}`,
      attrs: { alt: '', width: '48', height: '48', loading: 'lazy', decoding: 'async', referrerpolicy: 'no-referrer' },
    });
    img.src = src;
    return img;
  }
  return h('span', { class: styles.avatar, attrs: { 'aria-hidden': 'true' } }, teamInitials(teamName(row, lang)) || '?');
}

/** An external link opened in a new tab, only for http(s) URLs; null otherwise. */
export function visitLink(url: unknown, label: string, accessibleName = label): HTMLAnchorElement | null {
  const href = safeWebsiteUrl(url);
  if (!href) return null;
  const a = h('a', { class: styles.link, attrs: { target: '_blank', rel: 'noopener noreferrer' } }, label);
  if (accessibleName !== label) a.setAttribute('aria-label', accessibleName);
  a.href = href;
  return a;
}

/** Rows in rank order; a stable sort keeps the API's order (by name) within a shared rank. */
export const byRank = (rows: readonly ResultRow[]) => [...rows].sort((a, b) => a.rank - b.rank);
