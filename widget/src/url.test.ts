import { describe, expect, it } from 'vitest';
import { avatarUrl, normalizeAppUrl, safeWebsiteUrl } from './url.js';

describe('safeWebsiteUrl', () => {
  it.each([
    ['https://a.example', 'https://a.example/'],
    ['http://a.example/x?y=1#z', 'http://a.example/x?y=1#z'],
    ['a.example', 'https://a.example/'],
    ['  a.example/path ', 'https://a.example/path'],
    ['//a.example', 'https://a.example/'],
  ])('links %j as %j', (raw, href) => expect(safeWebsiteUrl(raw)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://a.example',
    'mailto:a@b.c',
    '',
    '   ',
    null,
    undefined,
    42,
    'https://',
  ])('refuses %j', (raw) => expect(safeWebsiteUrl(raw)).toBeNull());
});

describe('normalizeAppUrl', () => {
  it.each([
    ['https://app.example', 'https://app.example'],
    ['https://app.example/', 'https://app.example'],
    ['https://app.example/fit/?q=1#h', 'https://app.example/fit'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
  ])('%j → %j', (raw, out) => expect(normalizeAppUrl(raw)).toBe(out));

  it.each(['javascript:alert(1)', 'ws://a.example', 'not a url', '/relative', '', null, undefined])('refuses %j', (raw) => expect(normalizeAppUrl(raw)).toBeNull());
});

describe('avatarUrl', () => {
  it('builds the icon URL for a known icon only', () => {
    expect(avatarUrl('https://app.example', 'rocket.svg')).toBe('https://app.example/team_icons/rocket.svg');
    expect(avatarUrl('https://app.example', '../secret.svg')).toBeNull();
    expect(avatarUrl('https://app.example', 'https://evil.example/x.svg')).toBeNull();
    expect(avatarUrl('https://app.example', null)).toBeNull();
  });
});
