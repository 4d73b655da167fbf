import { describe, expect, it } from 'vitest';
import { isPlaceShown } from './stages.js';

describe('isPlaceShown', () => {
  it('shows 3rd from stage 1, 2nd from stage 2, 1st at stage 3', () => {
    const shown = (stage: number) => ([1, 2, 3] as const).filter((p) => isPlaceShown(p, stage));
    expect([0, 1, 2, 3].map(shown)).toEqual([[], [3], [2, 3], [1, 2, 3]]);
  });
});
