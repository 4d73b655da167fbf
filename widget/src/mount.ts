import { COHORT_TAG_PATTERN, MAX_COHORT_TAG_LENGTH, PODIUM_MIN_ROWS } from '@fit/events/shared/constants';
import { ApiError, fetchCategoryResults, fetchCohortStatus, fetchResults } from './api.js';
import { h } from './dom.js';
import { Leaderboard } from './Leaderboard.js';
import { graphqlWsSubscribe, type SubscribeCohort } from './live.js';
import type { ChainHead, ResultRow, RevealState } from './operations.js';
import { Podium } from './Podium.js';
import { language, resolveLocale, type Language } from './i18n.js';
import { pointsText, scoreText } from './team.js';
import { applyStyles } from './styles.js';
import * as styles from './Widget.css.js';

export type WidgetMode = 'podium' | 'full';

export interface MountOptions {
  /** The cohort tag (lowercase letters, digits and hyphens). */
  cohort: string | null | undefined;
  /** 'podium' (default): the top three; 'full': the podium and the complete leaderboard. */
  mode?: string | null;
  /** A prize category (its id or name): its podium instead of the overall one (default: the overall podium). */
  category?: string | null;
  /**
   * The language asked for (data-lang / lang: en, es, de or ar). Anything else, or nothing: the
   * host page's `<html lang>`, else the browser's languages, else English.
   */
  lang?: string | null;
  /** The app's base URL, e.g. https://app.example.org (validated by the caller: loader.ts). */
  appUrl: string;
  /** The live channel; graphql-ws by default. Tests pass a fake. */
  subscribe?: SubscribeCohort;
}

export interface WidgetHandle {
  /** Look again now (status, then results). */
  refresh(): Promise<void>;
  /** Stop: cancels requests, closes the subscription, empties the shadow root. */
  unmount(): void;
}

type View =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; name: string | null }
  | { kind: 'hidden'; name: string }
  | { kind: 'empty'; name: string }
  | { kind: 'results'; name: string; rows: ResultRow[]; stage: number | null; category?: string; head: ChainHead | null };

/**
 * The stage the widget shows: the instructor's while one drives a real show; null (every place
 * shown) otherwise. A rehearsal runs on sample data for the room, so the widget ignores it.
 */
export const stageOf = (s: RevealState): number | null => (s.rehearsal || s.revealStage === null || s.revealStage === undefined ? null : s.revealStage);

export const isValidCohortTag = (tag: unknown): tag is string =>
  typeof tag === 'string' && tag.length > 0 && tag.length <= MAX_COHORT_TAG_LENGTH && COHORT_TAG_PATTERN.test(tag);

export const parseMode = (mode: unknown): WidgetMode => (mode === 'full' ? 'full' : 'podium');

/** The signed chain head: short, and whole (to save) on a click (docs/AUDIT.md#signed-chain-heads). */
const Head = (hd: ChainHead, { t }: Language) =>
  h(
    'details',
    { class: styles.head, attrs: { 'data-part': 'chain-head' } },
    h('summary', null, t('signedHead', { position: hd.position, hash: hd.hash.slice(0, 12) })),
    h('code', null, JSON.stringify(hd)),
  );

/** Renders the results widget for one cohort into `host`'s (open) shadow root. */
export function mount(host: HTMLElement, options: MountOptions): WidgetHandle {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  applyStyles(shadow);
  shadow.querySelector(`.${styles.root}`)?.remove();

  const mode = parseMode(options.mode);
  const appUrl = options.appUrl;
  const tag = options.cohort;
  const category = options.category?.trim() || null;
  const lang = language(resolveLocale(options.lang));
  const { t } = lang;
  const amount = category ? (n: number) => scoreText(n, lang) : (n: number) => pointsText(n, lang);

  const title = h('h2', { class: styles.title, attrs: { id: 'fit-title' } }, t('title'));
  const announcer = h('p', { class: styles.srOnly, attrs: { role: 'status', 'aria-live': 'polite' } });
  const body = h('div', { attrs: { 'data-part': 'body' } });
  const root = h(
    'section',
    { class: styles.root, attrs: { 'aria-labelledby': 'fit-title', 'data-mode': mode, lang: lang.locale, dir: lang.dir } },
    title,
    announcer,
    body,
  );
  shadow.append(root);

  let disposed = false;
  let current = '';
  let seq = 0;
  let inflight: AbortController | null = null;
  let stopLive: (() => void) | null = null;
  let cohortName: string | null = null;
  let stage: number | null = null;

  const stateBlock = (heading: string, text: string) =>
    h('div', { class: styles.state }, h('p', { class: styles.stateTitle }, heading), h('p', { class: styles.stateText }, text));

  function show(view: View) {
    if (disposed) return;
    // A reconnect that finds nothing new must not redraw (and re-animate) the podium.
    const key = JSON.stringify(view);
    if (key === current) return;
    current = key;
    const name = 'name' in view ? view.name : null;
    const heading = name ? t('titleFor', { name }) : t('title');
    title.textContent = view.kind === 'results' && view.category ? t('titleWithCategory', { title: heading, category: view.category }) : heading;
    root.setAttribute('data-state', view.kind);
    root.setAttribute('aria-busy', String(view.kind === 'loading'));
    let content: Node[];
    let say = '';
    switch (view.kind) {
      case 'loading':
        content = [
          h('div', { class: styles.state }, h('span', { class: styles.spinner, attrs: { 'aria-hidden': 'true' } }), h('span', { class: styles.srOnly }, t('loading'))),
        ];
        break;
      case 'not-found':
        content = [stateBlock(t('notFound'), t('notFoundText'))];
        say = t('notFound');
        break;
      case 'error':
        content = [stateBlock(t('error'), t('errorText'))];
        say = t('error');
        break;
      case 'hidden':
        content = [stateBlock(t('hidden'), t('hiddenText'))];
        say = t('hidden');
        break;
      case 'empty':
        content = [stateBlock(t('empty'), t('emptyText'))];
        say = t('empty');
        break;
      case 'results': {
        // The podium needs PODIUM_MIN_ROWS rows; with fewer, the ranking is a list.
        const podium = view.rows.length >= PODIUM_MIN_ROWS;
        // The full list would give the winner away before the instructor's last step.
        const all = view.stage === null || view.stage >= 3;
        content = [
          podium && Podium(appUrl, view.rows, view.stage, amount, lang),
          (mode === 'full' || !podium) && all && Leaderboard(appUrl, view.rows, amount, lang),
          view.head && Head(view.head, lang),
        ].filter((n): n is HTMLElement => !!n);
        say = t('revealed');
        break;
      }
    }
    body.replaceChildren(...content);
    announcer.textContent = say;
  }

  /** Starts a new request cycle; answers of older cycles are dropped. */
  function cycle(): { id: number; signal: AbortSignal } {
    inflight?.abort();
    inflight = new AbortController();
    return { id: ++seq, signal: inflight.signal };
  }

  const failed = (err: unknown, id: number) => {
    if (disposed || id !== seq) return;
    if (err instanceof ApiError && err.code === 'NOT_FOUND') show({ kind: 'not-found' });
    else if (err instanceof ApiError && err.code === 'FORBIDDEN') show({ kind: 'hidden', name: cohortName ?? '' });
    else if (err instanceof ApiError) show({ kind: 'error', name: cohortName });
    // anything else is an abort: a newer cycle owns the view
  };

  async function loadResults(id: number, signal: AbortSignal) {
    try {
      const name = cohortName ?? '';
      if (category) {
        // A category's rows come with the winner (the presenter steps the categories itself).
        const found = await fetchCategoryResults(appUrl, tag as string, category, signal);
        if (disposed || id !== seq) return;
        if (found?.rows.length) show({ kind: 'results', name, rows: found.rows, stage: null, category: found.name, head: null });
        else show(stage !== null && stage < 3 ? { kind: 'hidden', name } : { kind: 'empty', name });
        return;
      }
      const { rows, head } = await fetchResults(appUrl, tag as string, signal);
      if (disposed || id !== seq) return;
      show(rows.length ? { kind: 'results', name, rows, stage, head } : { kind: 'empty', name });
    } catch (err) {
      failed(err, id);
    }
  }

  async function load() {
    const { id, signal } = cycle();
    try {
      const status = await fetchCohortStatus(appUrl, tag as string, signal);
      if (disposed || id !== seq) return;
      if (!status) {
        stopLive?.();
        stopLive = null;
        show({ kind: 'not-found' });
        return;
      }
      cohortName = status.name;
      stage = stageOf(status);
      if (!status.resultsVisible) show({ kind: 'hidden', name: status.name });
      else await loadResults(id, signal);
    } catch (err) {
      failed(err, id);
    }
  }

  show({ kind: 'loading' });
  if (!isValidCohortTag(tag)) {
    // A tag that cannot exist is never sent anywhere.
    show({ kind: 'not-found' });
  } else {
    const subscribe = options.subscribe ?? graphqlWsSubscribe(appUrl);
    // Subscribe before the first look, so a reveal in between is not missed.
    stopLive = subscribe(tag, {
      next(change) {
        if (disposed) return;
        cohortName = change.name;
        stage = stageOf(change);
        if (change.resultsVisible) {
          const { id, signal } = cycle();
          void loadResults(id, signal);
        } else {
          cycle();
          show({ kind: 'hidden', name: change.name });
        }
      },
      resync() {
        if (!disposed) void load();
      },
      ...(category
        ? {
            categoriesChanged() {
              const kind = current ? (JSON.parse(current) as View).kind : null;
              if (disposed || (kind !== 'results' && kind !== 'empty')) return;
              const { id, signal } = cycle();
              void loadResults(id, signal);
            },
          }
        : {}),
    });
    void load();
  }

  return {
    refresh: () => (disposed || !isValidCohortTag(tag) ? Promise.resolve() : load()),
    unmount() {
      if (disposed) return;
      disposed = true;
      inflight?.abort();
      stopLive?.();
      stopLive = null;
      root.remove();
    },
  };
}
