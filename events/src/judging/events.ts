import type { DomainEvent } from '../shared/decider.js';

/**
 * Judging a cohort (docs/PRODUCT.md#prize-categories-and-the-jury): its prize categories, its
 * judges and which teams each judges, whether judging is open, and the judges' scores. One stream
 * per cohort (judgingStreamId); every event carries the cohortTag, so the audit finds it.
 */

/** How a category is decided: the teams' peer ballot, the jury's rubric, or a blend of both. */
export type CategoryMethod = 'peer' | 'jury' | 'blend';
export const CATEGORY_METHODS: readonly CategoryMethod[] = ['peer', 'jury', 'blend'];

type Tag = { cohortTag: string };
export interface CategoryDefinition {
  categoryId: string;
  name: string;
  method: CategoryMethod;
  /** The peer share of a blend, 0..1 (result = weight × peer + (1 − weight) × jury); null for peer and jury. */
  weight: number | null;
  /** The rubric's criterion names, in order (jury and blend; empty for peer). Scores are given in this order. */
  criteria: string[];
}

export type CategoryAdded = DomainEvent<'CategoryAdded', Tag & CategoryDefinition>;
export type CategoryChanged = DomainEvent<'CategoryChanged', Tag & CategoryDefinition>;
export type CategoryRemoved = DomainEvent<'CategoryRemoved', Tag & { categoryId: string }>;
export type CategoriesReordered = DomainEvent<'CategoriesReordered', Tag & { categoryIds: string[] }>;
/** The token is the judge's secret link (as a team's access token is the team's). */
export type JudgeInvited = DomainEvent<'JudgeInvited', Tag & { judgeId: string; name: string; token: string }>;
export type JudgeRemoved = DomainEvent<'JudgeRemoved', Tag & { judgeId: string }>;
/** The whole assignment: each judge's teams. judgesPerTeam is what the instructor asked for (null: set by hand). */
export type JudgesAssigned = DomainEvent<'JudgesAssigned', Tag & { judgesPerTeam: number | null; assignments: JudgeAssignment[] }>;
export type JudgingOpened = DomainEvent<'JudgingOpened', Tag>;
export type JudgingClosed = DomainEvent<'JudgingClosed', Tag>;
/** One judge's scores of one team in one category, one per criterion (1..5), in the rubric's order. A revision is a new event. */
export type TeamScored = DomainEvent<'TeamScored', Tag & { judgeId: string; categoryId: string; teamId: string; scores: number[]; comment: string | null }>;

/** The results show presents this category's podium next (null: the overall peer podium). */
export type CategoryPresented = DomainEvent<'CategoryPresented', Tag & { categoryId: string | null }>;

export interface JudgeAssignment {
  judgeId: string;
  teamIds: string[];
}

export type JudgingEvent =
  | CategoryAdded
  | CategoryChanged
  | CategoryRemoved
  | CategoriesReordered
  | JudgeInvited
  | JudgeRemoved
  | JudgesAssigned
  | JudgingOpened
  | JudgingClosed
  | TeamScored
  | CategoryPresented;

export const JUDGING_EVENT_TYPES: readonly JudgingEvent['type'][] = [
  'CategoryAdded',
  'CategoryChanged',
  'CategoryRemoved',
  'CategoriesReordered',
  'JudgeInvited',
  'JudgeRemoved',
  'JudgesAssigned',
  'JudgingOpened',
  'JudgingClosed',
  'TeamScored',
  'CategoryPresented',
];

export const judgingStreamId = (tag: string) => `judging-${tag}`;
