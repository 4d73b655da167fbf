import { isAvatarIcon } from '@fit/events/shared/avatars';

/**
 * A team's website as a link target, or null. Only http and https are ever linked (never
 * javascript:, data: …); a missing scheme gets https:// as on the results page
 * (docs/PRODUCT.md#website).
 */
export function safeWebsiteUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The app's base URL from a host-page option: an absolute http(s) URL, without query, hash or
 * trailing slash. Anything else is refused (null) and the caller falls back to its default.
 */
export function normalizeAppUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** The avatar image URL, only for one of the app's 36 known icon files. */
export const avatarUrl = (appUrl: string, icon: string | null | undefined): string | null => (icon && isAvatarIcon(icon) ? `${appUrl}/team_icons/${icon}` : null);
