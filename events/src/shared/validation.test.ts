import { describe, expect, it } from 'vitest';
import { MAX_COHORT_TAG_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_TEAM_NAME_LENGTH, MAX_URL_LENGTH } from './constants.js';
import { refused } from '../testing/refused.js';
import {
  displayWebsiteUrl,
  isUuid,
  normaliseWebsiteUrl,
  parseCohortName,
  parseCohortTag,
  parseDescription,
  parsePhaseNumber,
  parseTeamCode,
  parseTeamIds,
  parseTeamName,
  parseUsername,
  parseVotes,
} from './validation.js';

/** Asserts the call is refused as bad input with (part of) the given message. */

const UUID_A = '3f0c1a52-8d4e-4b7a-9c61-2e5f7a9b0c1d';
const UUID_B = 'a1b2c3d4-e5f6-4789-8abc-def012345678';

describe('parseTeamName', () => {
  it('trims and keeps unicode', () => {
    expect(parseTeamName('  Équipe Zürich 🚀  ')).toBe('Équipe Zürich 🚀');
    expect(parseTeamName('火箭队')).toBe('火箭队');
  });
  it('normalises to NFC so the same name is stored the same way', () => {
    expect(parseTeamName('Cafe\u0301')).toBe('Café');
  });
  it.each([undefined, null, '', '   ', '\n\t'])('refuses a missing name: %j', (raw) => {
    refused(() => parseTeamName(raw), 'Team name is required');
  });
  it('refuses non-text', () => refused(() => parseTeamName(42), 'Team name must be text'));
  it('counts characters, not UTF-16 units', () => {
    expect(parseTeamName('🚀'.repeat(MAX_TEAM_NAME_LENGTH))).toHaveLength(MAX_TEAM_NAME_LENGTH * 2);
    refused(() => parseTeamName('a'.repeat(MAX_TEAM_NAME_LENGTH + 1)), `at most ${MAX_TEAM_NAME_LENGTH}`);
  });
  it('refuses control characters inside', () => refused(() => parseTeamName('a\u0000b'), 'control characters'));
});

describe('parseTeamCode', () => {
  it('trims and upper-cases', () => expect(parseTeamCode(' zx1q ')).toBe('ZX1Q'));
  it.each([undefined, null, '', '  '])('refuses a missing code: %j', (raw) => {
    refused(() => parseTeamCode(raw), 'Team code is required');
  });
  it.each(['ABC', 'ABCDE', 'AB-1', 'ÄBCD', 1234])('refuses %j', (raw) => {
    refused(() => parseTeamCode(raw), 'Team code must be 4 letters or digits');
  });
});

describe('parsePhaseNumber', () => {
  it.each([
    [1, 1],
    [8, 8],
    ['3', 3],
    [' 5 ', 5],
  ])('accepts %j', (raw, expected) => expect(parsePhaseNumber(raw)).toBe(expected));
  it.each([0, 9, -1, 2.5, Number.NaN, Infinity, '', 'abc', '3.5', '1e0', '0x3', true, null, undefined, [3], {}])('refuses %j', (raw) =>
    refused(() => parsePhaseNumber(raw), 'Phase number must be an integer from 1 to 8'),
  );
});

describe('parseCohortTag', () => {
  it('accepts lowercase letters, digits and hyphens, trimmed', () => {
    expect(parseCohortTag(' spring-2025 ')).toBe('spring-2025');
  });
  it.each(['Spring', 'spring 2025', 'spring_2025', 'été', 'a/b'])('refuses %j', (raw) => {
    refused(() => parseCohortTag(raw), 'Cohort tag may contain only lowercase letters, digits and hyphens');
  });
  it('refuses missing, non-text and oversized tags', () => {
    refused(() => parseCohortTag(''), 'Cohort tag is required');
    refused(() => parseCohortTag(undefined), 'Cohort tag is required');
    refused(() => parseCohortTag(7), 'Cohort tag must be text');
    refused(() => parseCohortTag('a'.repeat(MAX_COHORT_TAG_LENGTH + 1)), `at most ${MAX_COHORT_TAG_LENGTH}`);
  });
});

describe('parseCohortName and parseDescription', () => {
  it('requires a cohort name', () => {
    expect(parseCohortName(' Spring 2025 ')).toBe('Spring 2025');
    refused(() => parseCohortName('  '), 'Cohort name is required');
  });
  it('treats missing and blank descriptions as none', () => {
    expect(parseDescription(undefined)).toBeNull();
    expect(parseDescription(null)).toBeNull();
    expect(parseDescription('   ')).toBeNull();
    expect(parseDescription('  Demo day  ')).toBe('Demo day');
  });
  it('refuses non-text and oversized descriptions', () => {
    refused(() => parseDescription(3), 'Description must be text');
    refused(() => parseDescription('x'.repeat(MAX_DESCRIPTION_LENGTH + 1)), `at most ${MAX_DESCRIPTION_LENGTH}`);
  });
});

describe('normaliseWebsiteUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  example.com  ', 'https://example.com'],
    ['example.com/', 'https://example.com/'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com/a?b=c#d', 'http://example.com/a?b=c#d'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['my-team.vercel.app/demo', 'https://my-team.vercel.app/demo'],
    ['my-site.example.com:3000', 'https://my-site.example.com:3000'],
    ['http://192.168.1.20:8080/app', 'http://192.168.1.20:8080/app'],
    ['https://[2001:db8::1]/', 'https://[2001:db8::1]/'],
    ['https://example.com./x', 'https://example.com./x'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['//example.com', 'https://example.com'],
    ['bücher.de', 'https://xn--bcher-kva.de'],
  ])('%j becomes %j', (raw, expected) => expect(normaliseWebsiteUrl(raw)).toBe(expected));

  it.each([undefined, null, '', '   '])('refuses a missing URL: %j', (raw) => {
    refused(() => normaliseWebsiteUrl(raw), 'Website URL is required');
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://x',
    'mailto:team@example.com',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'https://',
    'http://exa mple.com',
    'https://example.123',
    'https://999.1.1.1',
  ])('refuses %j', (raw) => refused(() => normaliseWebsiteUrl(raw), 'Website URL must be an http or https address'));
  it.each([
    'https://../etc/passwd',
    'https://__proto__',
    'https://localhost',
    'localhost:3000',
    'http://intranet/',
    'https://-bad-.example.com',
    'https://a..example.com',
    'https://under_score.example.com',
  ])('refuses %j: no real host name', (raw) => refused(() => normaliseWebsiteUrl(raw), 'Website URL must have a real host name'));
  it('accepts a URL of exactly 2,048 characters and refuses a longer one', () => {
    const base = 'https://example.com/';
    expect(normaliseWebsiteUrl(base + 'a'.repeat(MAX_URL_LENGTH - base.length))).toHaveLength(MAX_URL_LENGTH);
    refused(() => normaliseWebsiteUrl(base + 'a'.repeat(MAX_URL_LENGTH - base.length + 1)), `at most ${MAX_URL_LENGTH}`);
  });
  it('refuses credentials in the URL', () => {
    refused(() => normaliseWebsiteUrl('https://user:pw@example.com'), 'user name or password');
  });
  it('refuses non-text and oversized URLs', () => {
    refused(() => normaliseWebsiteUrl(42), 'Website URL must be text');
    refused(() => normaliseWebsiteUrl(`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`), `at most ${MAX_URL_LENGTH}`);
  });
});

describe('displayWebsiteUrl', () => {
  it.each([
    [null, '#'],
    [undefined, '#'],
    ['', '#'],
    ['   ', '#'],
    ['example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com/x', 'https://example.com/x'],
    ['javascript:alert(1)', '#'],
  ])('%j is shown as %j', (raw, expected) => expect(displayWebsiteUrl(raw)).toBe(expected));
});

describe('parseUsername', () => {
  it('accepts letters, digits, dots, hyphens and underscores', () => {
    expect(parseUsername(' ada.lovelace_1-x ')).toBe('ada.lovelace_1-x');
  });
  it.each(['ab', 'a'.repeat(65), 'ada lovelace', 'ada@uni', 'ådå', 5])('refuses %j', (raw) => {
    refused(() => parseUsername(raw), 'Username must be 3 to 64');
  });
  it('requires a username', () => refused(() => parseUsername(''), 'Username is required'));
});

describe('isUuid and parseTeamIds', () => {
  it('recognises UUIDs', () => {
    expect(isUuid(UUID_A)).toBe(true);
    expect(isUuid(UUID_A.toUpperCase())).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(`${UUID_A}x`)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
  it('deduplicates in first-seen order', () => {
    expect(parseTeamIds([UUID_B, UUID_A, UUID_B, UUID_A.toUpperCase()])).toEqual([UUID_B, UUID_A]);
  });
  it.each([undefined, null, [], 'x', { 0: UUID_A }])('refuses %j as no selection', (raw) => {
    refused(() => parseTeamIds(raw), 'Select at least one team');
  });
  it('refuses bad ids and too many ids', () => {
    refused(() => parseTeamIds([UUID_A, 'ZX1Q']), 'Team ids must be valid ids');
    refused(() => parseTeamIds([UUID_A, 7]), 'Team ids must be valid ids');
    refused(() => parseTeamIds(Array.from({ length: 501 }, () => UUID_A)), 'At most 500');
  });
});

describe('parseVotes', () => {
  it('keeps the shape, trimming ids', () => {
    expect(
      parseVotes([
        { votedForTeamId: UUID_A, rank: 1 },
        { votedForTeamId: ` ${UUID_B} `, rank: 2 },
      ]),
    ).toEqual([
      { votedForTeamId: UUID_A, rank: 1 },
      { votedForTeamId: UUID_B, rank: 2 },
    ]);
  });
  it("knows only the domain spelling: mapping REST's voted_for_team_id is the REST adapter's job", () => {
    refused(() => parseVotes([{ voted_for_team_id: UUID_B, rank: 2 }]), 'votes must be a list');
  });
  it('reads input objects that are not plain (GraphQL input classes)', () => {
    class VoteInput {
      constructor(
        readonly votedForTeamId: string,
        readonly rank: number,
      ) {}
    }
    expect(parseVotes([new VoteInput(UUID_A, 1)])).toEqual([{ votedForTeamId: UUID_A, rank: 1 }]);
  });
  it('leaves the rules to the decider: any integer rank, any count', () => {
    expect(parseVotes([])).toEqual([]);
    expect(parseVotes([{ votedForTeamId: 'x', rank: 7 }])).toEqual([{ votedForTeamId: 'x', rank: 7 }]);
  });
  it.each([
    null,
    { votedForTeamId: UUID_A, rank: 1 },
    [null],
    [[UUID_A, 1]],
    [{ votedForTeamId: UUID_A }],
    [{ votedForTeamId: UUID_A, rank: '1' }],
    [{ votedForTeamId: UUID_A, rank: 1.5 }],
    [{ votedForTeamId: 5, rank: 1 }],
    [{ votedForTeamId: '', rank: 1 }],
  ])('refuses %j', (raw) => refused(() => parseVotes(raw), 'votes must be a list'));
  it('refuses absurdly long ballots', () => {
    refused(() => parseVotes(Array.from({ length: 51 }, () => ({ votedForTeamId: UUID_A, rank: 1 }))), 'at most 50');
  });
});
