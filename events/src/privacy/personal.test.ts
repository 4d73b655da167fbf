import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EMPTY_DOC_UPDATE, erasedValue, memberSubjectOf, personalPartOf } from './personal.js';
import { shownTeamName } from './team-name.js';
import { erasureDueAt, parseRetentionDays } from './retention.js';

const at = '2026-11-28T10:00:00.000Z';
const team = { kind: 'team' as const, id: 't1' };

describe('what is personal', () => {
  it.each([
    ['TeamCreated', { teamId: 't1', code: 'AB12', name: 'x', accessToken: 'y' }, ['team:t1'], ['name', 'accessToken']],
    ['PhaseDocUpdated', { teamId: 't1', phaseNumber: 1, update: 'AA==', edits: {} }, ['team:t1'], ['update', 'edits']],
    ['PhaseDocUpdated', { teamId: 't1', phaseNumber: 1, update: 'AA==' }, ['team:t1'], ['update']],
    ['WebsiteSubmitted', { teamId: 't1', cohortTag: 'c', websiteUrl: 'https://x' }, ['team:t1'], ['websiteUrl']],
    ['FeedbackReplied', { threadId: 'h', teamId: 't1', author: 'team', authorName: 'Bo', text: 'ok' }, ['team:t1'], ['authorName', 'text']],
    ['TeamScored', { cohortTag: 'c', judgeId: 'j', categoryId: 'k', teamId: 't1', scores: [3], comment: 'good' }, ['team:t1', 'judge:j'], ['comment']],
    ['JudgeInvited', { cohortTag: 'c', judgeId: 'j', name: 'Judy', token: 'x' }, ['judge:j'], ['name']],
  ])('%s', (type, data, subjects, fields) => {
    expect(personalPartOf(type, data, { actor: team, requestId: 'r', at })).toEqual({ subjects, fields });
  });

  it('leaves ballots, scores without a comment and cohort events alone', () => {
    const m = { actor: team, requestId: 'r', at };
    expect(personalPartOf('BallotCast', { cohortTag: 'c', voterTeamId: 't1', votes: [], receipt: 'R' }, m)).toBeNull();
    expect(personalPartOf('TeamScored', { teamId: 't1', judgeId: 'j', comment: null }, m)).toBeNull();
    expect(personalPartOf('CohortCreated', { tag: 'c', name: 'Spring' }, m)).toBeNull();
  });

  it("names the member's team as the subject of the member's name", () => {
    expect(memberSubjectOf({ actor: { ...team, member: 'Bo' }, requestId: 'r', at })).toBe('team:t1');
    expect(memberSubjectOf({ actor: team, requestId: 'r', at })).toBeNull();
    expect(memberSubjectOf({ actor: { kind: 'admin', id: 'ada' }, requestId: 'r', at })).toBeNull();
  });

  it('reads an erased document change as one that changes nothing', () => {
    const doc = new Y.Doc();
    doc.getText('a').insert(0, 'kept');
    Y.applyUpdate(
      doc,
      Uint8Array.from(atob(EMPTY_DOC_UPDATE), (c) => c.charCodeAt(0)),
    );
    expect(doc.getText('a').toString()).toBe('kept');
    expect(erasedValue('name')).toBe('Erased team');
    expect(shownTeamName({ name: 'Rocket', erased: true })).toBe('Erased team');
  });
});

describe('retention', () => {
  it('is due days after archiving, never without both', () => {
    expect(erasureDueAt('2026-01-01T00:00:00.000Z', 30)?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(erasureDueAt(null, 30)).toBeNull();
    expect(erasureDueAt('2026-01-01T00:00:00.000Z', null)).toBeNull();
  });
  it('takes whole days from 0 to 3650, or null', () => {
    expect(parseRetentionDays(0)).toBe(0);
    expect(parseRetentionDays(null)).toBeNull();
    for (const bad of [-1, 1.5, 3651, '7', undefined]) expect(() => parseRetentionDays(bad)).toThrow(/whole number/);
  });
});
