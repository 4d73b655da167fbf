import type { Vote } from './events.js';

export type BallotState = { cast: false } | { cast: true; votes: Vote[]; receipt: string };
