/**
 * The embed entry (built to widget.js). Two ways in, any number per page:
 *
 *   <script src="https://APP/widget.js" data-cohort="TAG" data-mode="full" data-lang="es" async></script>
 *   <fit-results cohort="TAG" mode="podium" lang="es" app-url="https://APP"></fit-results>
 *
 * A script tag gets a <fit-results> element right after it. The app URL defaults to where this
 * script was loaded from, so only the app is ever contacted.
 */
import { mount, type MountOptions, type WidgetHandle } from './mount.js';
import { normalizeAppUrl } from './url.js';

export { mount };
export type { MountOptions, WidgetHandle };

export const ELEMENT_NAME = 'fit-results';
const MOUNTED = Symbol.for('fit-widget.mounted');

/** The directory the script came from: https://app.example/widget.js → https://app.example. */
const scriptBase = (script: HTMLScriptElement | null): string | null => (script?.src ? normalizeAppUrl(new URL('.', script.src).href) : null);

// document.currentScript is only set while this file first runs.
const current = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const ownScript = (): HTMLScriptElement | null =>
  current ?? [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => new URL(s.src).pathname.endsWith('/widget.js')) ?? null;
const defaultAppUrl = () => scriptBase(ownScript()) ?? location.origin;

export class FitResultsElement extends HTMLElement {
  static get observedAttributes() {
    return ['cohort', 'mode', 'category', 'lang', 'app-url'];
  }

  private handle: WidgetHandle | null = null;

  connectedCallback() {
    this.render();
  }

  disconnectedCallback() {
    this.handle?.unmount();
    this.handle = null;
  }

  attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
    if (this.handle && oldValue !== newValue) this.render();
  }

  private render() {
    this.handle?.unmount();
    this.handle = mount(this, {
      cohort: this.getAttribute('cohort'),
      mode: this.getAttribute('mode'),
      category: this.getAttribute('category'),
      // The element's own lang only (not an ancestor's); mount() falls back to <html lang>, then the browser's.
      lang: this.getAttribute('lang'),
      appUrl: normalizeAppUrl(this.getAttribute('app-url')) ?? defaultAppUrl(),
    });
  }
}

/** Puts a <fit-results> after every widget script tag not yet handled (by this or another copy). */
export function mountScriptTags() {
  const scripts = new Set<HTMLScriptElement>();
  if (current?.hasAttribute('data-cohort')) scripts.add(current);
  document.querySelectorAll<HTMLScriptElement>('script[data-cohort][src]').forEach((s) => {
    if (new URL(s.src).pathname.endsWith('/widget.js')) scripts.add(s);
  });
  for (const script of scripts) {
    const marked = script as HTMLScriptElement & { [MOUNTED]?: boolean };
    if (marked[MOUNTED]) continue;
    marked[MOUNTED] = true;
    const el = document.createElement(ELEMENT_NAME);
    el.setAttribute('cohort', script.dataset.cohort ?? '');
    if (script.dataset.mode) el.setAttribute('mode', script.dataset.mode);
    if (script.dataset.category) el.setAttribute('category', script.dataset.category);
    if (script.dataset.lang) el.setAttribute('lang', script.dataset.lang);
    const appUrl = normalizeAppUrl(script.dataset.appUrl) ?? scriptBase(script);
    if (appUrl) el.setAttribute('app-url', appUrl);
    // A script in <head> cannot hold a visible widget: it goes to the end of <body> instead.
    if (script.parentNode && script.parentNode !== document.head) script.after(el);
    else if (document.body) document.body.append(el);
    else document.addEventListener('DOMContentLoaded', () => document.body.append(el), { once: true });
  }
}

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, FitResultsElement);
mountScriptTags();
