import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.js';
import { judgingDecider } from './decide.js';
import type { JudgingEvent } from './events.js';
import { MAX_SCORE_COMMENT_LENGTH } from './validation.js';

const cohortTag = 'demo';
const pitch = '11111111-1111-4111-8111-111111111111';
const people = '22222222-2222-4222-8222-222222222222';
const judgeA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const judgeB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const team1 = '00000000-0000-4000-8000-000000000001';
const team2 = '00000000-0000-4000-8000-000000000002';

const pitchAdded: JudgingEvent = {
  type: 'CategoryAdded',
  data: { cohortTag, categoryId: pitch, name: 'Best pitch', method: 'blend', weight: 0.4, criteria: ['Clarity', 'Delivery'] },
};
const peopleAdded: JudgingEvent = { type: 'CategoryAdded', data: { cohortTag, categoryId: people, name: "People's choice", method: 'peer', weight: null, criteria: [] } };
const invitedA: JudgingEvent = { type: 'JudgeInvited', data: { cohortTag, judgeId: judgeA, name: 'Ada', token: 'secret-a' } };
const invitedB: JudgingEvent = { type: 'JudgeInvited', data: { cohortTag, judgeId: judgeB, name: 'Bo', token: 'secret-b' } };
const assigned: JudgingEvent = {
  type: 'JudgesAssigned',
  data: {
    cohortTag,
    judgesPerTeam: 1,
    assignments: [
      { judgeId: judgeA, teamIds: [team1] },
      { judgeId: judgeB, teamIds: [team2] },
    ],
  },
};
const opened: JudgingEvent = { type: 'JudgingOpened', data: { cohortTag } };
const scored = (scores: number[], comment: string | null = null): JudgingEvent => ({
  type: 'TeamScored',
  data: { cohortTag, judgeId: judgeA, categoryId: pitch, teamId: team1, scores, comment },
});
const ready = [pitchAdded, peopleAdded, invitedA, invitedB, assigned, opened];
const judging = (history: JudgingEvent[] = ready) => given(judgingDecider, history);

describe('categories', () => {
  it('adds a blend category with its weight and rubric, names trimmed', () =>
    judging([])
      .when({ type: 'AddCategory', cohortTag, categoryId: pitch, name: ' Best pitch ', method: 'blend', weight: 0.4, criteria: [' Clarity', 'Delivery'] })
      .then([pitchAdded]));
  it('a peer category has no weight and no rubric', () =>
    judging([])
      .when({ type: 'AddCategory', cohortTag, categoryId: people, name: "People's choice", method: 'peer', weight: 0.3, criteria: ['x'] })
      .then([peopleAdded]));
  it('refuses an unknown method', () =>
    judging([]).when({ type: 'AddCategory', cohortTag, categoryId: pitch, name: 'X', method: 'vibes' }).thenThrows('BAD_USER_INPUT', 'peer, jury or blend'));
  it('refuses a blend weight outside 0..1', () =>
    judging([])
      .when({ type: 'AddCategory', cohortTag, categoryId: pitch, name: 'X', method: 'blend', weight: 1.5, criteria: ['a'] })
      .thenThrows('BAD_USER_INPUT', 'from 0 to 1'));
  it('refuses a jury category without criteria', () =>
    judging([])
      .when({ type: 'AddCategory', cohortTag, categoryId: pitch, name: 'X', method: 'jury', criteria: [] })
      .thenThrows('BAD_USER_INPUT', 'at least one criterion'));
  it('refuses a second category of the same name', () =>
    judging([pitchAdded]).when({ type: 'AddCategory', cohortTag, categoryId: people, name: 'best PITCH', method: 'peer' }).thenThrows('CONFLICT', 'already exists'));
  it('renames, keeping the rest', () =>
    judging([pitchAdded])
      .when({ type: 'ChangeCategory', categoryId: pitch, name: 'Pitch' })
      .then([{ type: 'CategoryChanged', data: { ...pitchAdded.data, name: 'Pitch' } } as JudgingEvent]));
  it('renaming to the same name changes nothing', () => judging([pitchAdded]).when({ type: 'ChangeCategory', categoryId: pitch, name: 'Best pitch' }).then([]));
  it('locks the criteria once a judge has scored', () =>
    judging([...ready, scored([3, 4])])
      .when({ type: 'ChangeCategory', categoryId: pitch, criteria: ['Only one'] })
      .thenThrows('CONFLICT', 'criteria'));
  it('reorders with every id once', () =>
    judging([pitchAdded, peopleAdded])
      .when({ type: 'ReorderCategories', categoryIds: [people, pitch] })
      .thenState((s) => expect(s.categories.map((c) => c.name)).toEqual(["People's choice", 'Best pitch'])));
  it('refuses an order that leaves one out', () =>
    judging([pitchAdded, peopleAdded])
      .when({ type: 'ReorderCategories', categoryIds: [people] })
      .thenThrows('BAD_USER_INPUT'));
  it('removes a category and its scores', () =>
    judging([...ready, scored([3, 4])])
      .when({ type: 'RemoveCategory', categoryId: pitch })
      .thenState((s) => expect([s.categories.length, s.scores.length]).toEqual([1, 0])));
  it('refuses an unknown category', () => judging([pitchAdded]).when({ type: 'RemoveCategory', categoryId: people }).thenThrows('NOT_FOUND'));
});

describe('judges and assignment', () => {
  it('invites a judge', () => judging([]).when({ type: 'InviteJudge', cohortTag, judgeId: judgeA, name: ' Ada ', token: 'secret-a' }).then([invitedA]));
  it('assigns teams round-robin', () =>
    judging([invitedA, invitedB])
      .when({ type: 'AssignJudges', judgesPerTeam: 1, cohortTeamIds: [team2, team1] })
      .then([assigned]));
  it('refuses to assign without judges', () =>
    judging([pitchAdded])
      .when({ type: 'AssignJudges', judgesPerTeam: 2, cohortTeamIds: [team1] })
      .thenThrows('CONFLICT', 'Invite judges'));
  it('refuses a judges-per-team of 0', () => judging([invitedA]).when({ type: 'AssignJudges', judgesPerTeam: 0, cohortTeamIds: [] }).thenThrows('BAD_USER_INPUT'));
  it('sets one judge’s teams by hand, within the cohort', () =>
    judging(ready)
      .when({ type: 'SetJudgeTeams', judgeId: judgeA, teamIds: [team1, team2], cohortTeamIds: [team1, team2] })
      .thenState((s) => expect(s.assignments).toEqual({ [judgeA]: [team1, team2], [judgeB]: [team2] })));
  it('refuses a team from elsewhere', () =>
    judging(ready)
      .when({ type: 'SetJudgeTeams', judgeId: judgeA, teamIds: [team2], cohortTeamIds: [team1] })
      .thenThrows('BAD_USER_INPUT', 'this cohort'));
  it('a removed judge’s scores no longer count', () =>
    judging([...ready, scored([3, 4])])
      .when({ type: 'RemoveJudge', judgeId: judgeA })
      .thenState((s) => expect([s.judges.map((j) => j.name), s.scores]).toEqual([['Bo'], []])));
});

describe('scoring', () => {
  const score = (over: Record<string, unknown> = {}) => ({ type: 'ScoreTeam' as const, judgeId: judgeA, categoryId: pitch, teamId: team1, scores: [3, 4], ...over });
  it('scores an assigned team on every criterion', () =>
    judging()
      .when(score())
      .then([scored([3, 4])]));
  it('keeps a comment, trimmed', () =>
    judging()
      .when(score({ comment: ' Clear story ' }))
      .then([scored([3, 4], 'Clear story')]));
  it('a revision is a new event; the state keeps the latest and counts revisions', () =>
    judging([...ready, scored([3, 4])])
      .when(score({ scores: [5, 5] }))
      .thenState((s, events) => {
        expect(events).toEqual([scored([5, 5])]);
        expect(s.scores).toMatchObject([{ scores: [5, 5], revision: 2 }]);
      }));
  it('the same scores again change nothing', () =>
    judging([...ready, scored([3, 4])])
      .when(score())
      .then([]));
  it('refuses while judging is closed', () =>
    judging(ready.filter((e) => e !== opened))
      .when(score())
      .thenThrows('CONFLICT', 'Judging is closed'));
  it('refuses a team not assigned to the judge', () =>
    judging()
      .when(score({ teamId: team2 }))
      .thenThrows('FORBIDDEN', 'not assigned'));
  it('refuses a removed judge', () =>
    judging()
      .when(score({ judgeId: '99999999-9999-4999-8999-999999999999' }))
      .thenThrows('FORBIDDEN'));
  it('refuses a peer category', () =>
    judging()
      .when(score({ categoryId: people }))
      .thenThrows('BAD_USER_INPUT', 'peer vote'));
  it.each([[[3]], [[0, 4]], [[3, 6]], [[3, 4.5]], ['34']])('refuses scores %j', (scores) => judging().when(score({ scores })).thenThrows('BAD_USER_INPUT'));
  it('refuses a comment over the limit', () =>
    judging()
      .when(score({ comment: 'x'.repeat(MAX_SCORE_COMMENT_LENGTH + 1) }))
      .thenThrows('BAD_USER_INPUT', `${MAX_SCORE_COMMENT_LENGTH}`));
  it('open and close are idempotent', () => {
    judging().when({ type: 'OpenJudging' }).then([]);
    judging()
      .when({ type: 'CloseJudging' })
      .then([{ type: 'JudgingClosed', data: { cohortTag } }]);
  });
});

describe('presenting categories', () => {
  const presented: JudgingEvent = { type: 'CategoryPresented', data: { cohortTag, categoryId: pitch } };
  it('presents a category, then the overall podium again; repeating changes nothing', () => {
    judging().when({ type: 'PresentCategory', categoryId: pitch }).then([presented]);
    judging([...ready, presented])
      .when({ type: 'PresentCategory', categoryId: pitch })
      .then([]);
    judging([...ready, presented])
      .when({ type: 'PresentCategory', categoryId: null })
      .then([{ type: 'CategoryPresented', data: { cohortTag, categoryId: null } }]);
  });
  it('refuses an unknown category', () => judging().when({ type: 'PresentCategory', categoryId: judgeA }).thenThrows('NOT_FOUND'));
  it('removing the presented category goes back to the overall podium', () =>
    judging([...ready, presented])
      .when({ type: 'RemoveCategory', categoryId: pitch })
      .thenState((s) => expect(s.presented).toBeNull()));
});
