/**
 * The widget's compiled CSS as a string. The build (vite.config.ts, plugin "fit-widget-css")
 * replaces this placeholder with the vanilla-extract output and drops the .css file, so the
 * one script carries its styles into each shadow root. In tests it stays a harmless comment.
 */
export const WIDGET_CSS: string = '/*__FIT_WIDGET_CSS__*/';

let shared: CSSStyleSheet | null | undefined;

/** adoptedStyleSheets where the browser has them (one sheet shared by every widget), else <style>. */
export function applyStyles(root: ShadowRoot) {
  if (shared === undefined) {
    try {
      shared = 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype ? new CSSStyleSheet() : null;
      shared?.replaceSync(WIDGET_CSS);
    } catch {
      shared = null;
    }
  }
  if (shared) {
    if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    return;
  }
  if (!root.querySelector('style[data-fit-widget]')) {
    const style = document.createElement('style');
    style.setAttribute('data-fit-widget', '');
    style.textContent = WIDGET_CSS;
    root.prepend(style);
  }
}
