/**
 * Input validation shared by the deciders and by the api's REST and GraphQL adapters, so that
 * every rule on what a field may hold is written once. Each parser takes whatever arrived
 * (`unknown`), returns the normalised value, or throws `badInput` with a message fit to show
 * to the person who typed it.
 */
import {
  COHORT_TAG_PATTERN,
  MAX_COHORT_NAME_LENGTH,
  MAX_COHORT_TAG_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_PHASE,
  MAX_TEAM_NAME_LENGTH,
  MAX_URL_LENGTH,
  MIN_PHASE,
  TEAM_CODE_LENGTH,
  TEAM_CODE_PATTERN,
} from './constants.js';
import { badInput } from './errors.js';
import { message, type MessageId } from '../i18n/message.js';
import { isLocale, LOCALES, type Locale } from '../i18n/locale.js';

/** Most team ids a single assign or unassign request may carry. */
export const MAX_TEAM_IDS = 500;
/** Most vote items a ballot may carry before the shape alone is refused (the rules allow 3). */
export const MAX_VOTE_ITEMS = 50;

// Control characters (C0, DEL, C1) never belong in a one-line name.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const USERNAME_LENGTH = { min: 3, max: 64 };
const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`);
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER_STRING = /^[+-]?\d+$/;

/** Length in user-perceived characters would need Intl.Segmenter; code points are close and stable. */
const lengthOf = (s: string) => [...s].length;

/** A one-line name: text, trimmed, NFC-normalised, non-empty, within a length, no control characters. */
function parseName(raw: unknown, label: MessageId, max: number): string {
  const what = message(label);
  if (raw === undefined || raw === null) throw badInput('{what} is required', { what });
  if (typeof raw !== 'string') throw badInput('{what} must be text', { what });
  const value = raw.normalize('NFC').trim();
  if (value === '') throw badInput('{what} is required', { what });
  if (lengthOf(value) > max) throw badInput('{what} must be at most {max, number} characters', { what, max });
  if (CONTROL_CHARACTERS.test(value)) throw badInput('{what} must not contain control characters', { what });
  return value;
}

export const parseTeamName = (raw: unknown): string => parseName(raw, 'Team name', MAX_TEAM_NAME_LENGTH);

export const parseCohortName = (raw: unknown): string => parseName(raw, 'Cohort name', MAX_COHORT_NAME_LENGTH);

/** Trimmed and upper-cased, as the join dialog does, then exactly 4 letters or digits. */
export function parseTeamCode(raw: unknown): string {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw badInput('Team code is required');
  }
  const wrong = badInput('Team code must be {length, number} letters or digits', { length: TEAM_CODE_LENGTH });
  if (typeof raw !== 'string') throw wrong;
  const code = raw.trim().toUpperCase();
  if (!TEAM_CODE_PATTERN.test(code)) throw wrong;
  return code;
}

/** An integer 1..8; route parameters arrive as strings, so '3' is accepted too. */
export function parsePhaseNumber(raw: unknown): number {
  const wrong = () => badInput('Phase number must be an integer from {min, number} to {max, number}', { min: MIN_PHASE, max: MAX_PHASE });
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && INTEGER_STRING.test(raw.trim())) n = Number(raw.trim());
  else throw wrong();
  if (!Number.isInteger(n) || n < MIN_PHASE || n > MAX_PHASE) throw wrong();
  return n;
}

/** A cohort tag appears in URLs and is permanent: lowercase letters, digits and hyphens only. */
export function parseCohortTag(raw: unknown): string {
  if (raw === undefined || raw === null) throw badInput('Cohort tag is required');
  if (typeof raw !== 'string') throw badInput('Cohort tag must be text');
  const tag = raw.trim();
  if (tag === '') throw badInput('Cohort tag is required');
  if (tag.length > MAX_COHORT_TAG_LENGTH) throw badInput('Cohort tag must be at most {max, number} characters', { max: MAX_COHORT_TAG_LENGTH });
  if (!COHORT_TAG_PATTERN.test(tag)) throw badInput('Cohort tag may contain only lowercase letters, digits and hyphens');
  return tag;
}

/** Optional free text: missing, null or blank all mean "no description". */
export function parseDescription(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw badInput('Description must be text');
  const value = raw.trim();
  if (value === '') return null;
  if (lengthOf(value) > MAX_DESCRIPTION_LENGTH) {
    throw badInput('Description must be at most {max, number} characters', { max: MAX_DESCRIPTION_LENGTH });
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Website URLs
// ---------------------------------------------------------------------------------------------

/** 'name:' at the start, unless what follows the colon is a port ('example.com:8080/x'). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_AND_PORT = /^[^:/?#]+:\d+(?:[/?#]|$)/;
const HTTP_SCHEME = /^https?:\/\//i;

/** One DNS label: letters, digits and inner hyphens (IDNs arrive here as xn-- punycode). */
const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** The last label of a domain: letters only, or an IDN TLD in punycode. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * A real host name as the WHATWG parser leaves it: a dot-separated domain of at least two
 * labels ending in an alphabetic top-level domain (so not 'localhost', '..' or '__proto__'),
 * an IPv4 address, or a bracketed IPv6 address. At most 253 characters, as DNS allows.
 */
const isRealHost = (hostname: string): boolean => {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return true; // the parser validated it
  if (IPV4.test(hostname)) return true;
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (name.length > 253) return false;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((l) => DNS_LABEL.test(l)) && TOP_LEVEL.test(labels[labels.length - 1]!);
};

const hasScheme = (s: string) => SCHEME.test(s) && !HOST_AND_PORT.test(s);

/** Adds https:// where no scheme was typed; '//host' keeps its host. */
const withScheme = (s: string) => (s.startsWith('//') ? `https:${s}` : hasScheme(s) ? s : `https://${s}`);

const parseHttpUrl = (s: string): URL | null => {
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
};

/**
 * A submitted website: trimmed; https:// added when no scheme was typed; then it must be an
 * http or https address with a real host name (a dot-separated domain or an IP address, with
 * an optional port; not 'localhost': the showcase needs a deployed site others can open), at
 * most 2,048 characters. Anything else (javascript:, data:, ftp:, mailto:) is
 * refused, so a stored URL is always safe to put in an href. The result is the WHATWG
 * serialisation (host lower-cased, unsafe characters escaped) without the bare '/' path the
 * serialiser adds, so 'example.com' becomes 'https://example.com'.
 */
export function normaliseWebsiteUrl(raw: unknown): string {
  if (raw === undefined || raw === null) throw badInput('Website URL is required');
  if (typeof raw !== 'string') throw badInput('Website URL must be text');
  const typed = raw.trim();
  if (typed === '') throw badInput('Website URL is required');
  if (typed.length > MAX_URL_LENGTH) throw badInput('Website URL must be at most {max, number} characters', { max: MAX_URL_LENGTH });
  const url = parseHttpUrl(withScheme(typed));
  if (!url) throw badInput('Website URL must be an http or https address');
  if (url.username !== '' || url.password !== '') {
    throw badInput('Website URL must not contain a user name or password');
  }
  if (!isRealHost(url.hostname)) {
    throw badInput('Website URL must have a real host name, such as https://my-startup.example.com');
  }
  let href = url.href;
  if (url.pathname === '/' && url.search === '' && url.hash === '' && !/\/$/.test(typed)) href = href.slice(0, -1);
  if (href.length > MAX_URL_LENGTH) throw badInput('Website URL must be at most {max, number} characters', { max: MAX_URL_LENGTH });
  return href;
}

/**
 * The href for a stored website URL (docs/PRODUCT.md#website): empty becomes '#', a missing scheme
 * gets https:// prepended. Anything that still is not an http(s) address also becomes '#', so an
 * old or hand-made value can never turn into a javascript: link.
 */
export function displayWebsiteUrl(url: string | null | undefined): string {
  const typed = typeof url === 'string' ? url.trim() : '';
  if (typed === '') return '#';
  const candidate = HTTP_SCHEME.test(typed) ? typed : `https://${typed.replace(/^\/\//, '')}`;
  return parseHttpUrl(candidate) ? candidate : '#';
}

// ---------------------------------------------------------------------------------------------
// Admins, ids and ballots
// ---------------------------------------------------------------------------------------------

export function parseUsername(raw: unknown): string {
  const wrong = () => badInput('Username must be {min, number} to {max, number} letters, digits, dots, hyphens or underscores', USERNAME_LENGTH);
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw badInput('Username is required');
  }
  if (typeof raw !== 'string') throw wrong();
  const username = raw.trim();
  if (!USERNAME_PATTERN.test(username)) throw wrong();
  return username;
}

/** True for an RFC 9562 UUID in its 36-character text form (any version, any case). */
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID_PATTERN.test(s);

/** A non-empty list of team ids (each a UUID), at most 500, duplicates dropped in first-seen order. */
export function parseTeamIds(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badInput('Select at least one team');
  if (raw.length > MAX_TEAM_IDS) throw badInput('At most {max, number} teams can be changed at once', { max: MAX_TEAM_IDS });
  for (const id of raw) {
    if (!isUuid(id)) throw badInput('Team ids must be valid ids');
  }
  return [...new Set((raw as string[]).map((id) => id.toLowerCase()))];
}

/**
 * The shape of a ballot, as both doors need it: a list of { votedForTeamId, rank } with a
 * non-empty id and an integer rank, returned as fresh objects. Each door first maps its own wire
 * spelling to this one (REST's `voted_for_team_id` is the REST adapter's business). Which ids
 * and ranks are allowed is the ballot decider's business, not this function's.
 */
export function parseVotes(raw: unknown): { votedForTeamId: string; rank: number }[] {
  const shape = "votes must be a list of '{' votedForTeamId, rank '}' with a whole-number rank";
  if (!Array.isArray(raw)) throw badInput(shape);
  if (raw.length > MAX_VOTE_ITEMS) throw badInput('A ballot may hold at most {max, number} votes', { max: MAX_VOTE_ITEMS });
  return raw.map((item: unknown) => {
    // GraphQL hands over its input objects as class instances, REST as plain objects: both are read field by field.
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badInput(shape);
    const { votedForTeamId, rank } = item as Record<string, unknown>;
    if (typeof votedForTeamId !== 'string' || votedForTeamId.trim() === '') throw badInput(shape);
    if (typeof rank !== 'number' || !Number.isInteger(rank)) throw badInput(shape);
    return { votedForTeamId: votedForTeamId.trim(), rank };
  });
}

/** A language named by a caller (`?lang=`, a GraphQL argument, a cohort's default): one of LOCALES. */
export function parseLocale(raw: unknown): Locale {
  if (isLocale(raw)) return raw;
  throw badInput('Language must be one of {list}', { list: LOCALES.join(', ') });
}
