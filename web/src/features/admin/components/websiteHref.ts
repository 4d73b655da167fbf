/**
 * SPEC §5 "Website link display": a URL without a scheme gets https:// in front. Only http and
 * https become links (a team's text is never a javascript: or data: link); anything else is null.
 */
export function websiteHref(raw: string | null | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
