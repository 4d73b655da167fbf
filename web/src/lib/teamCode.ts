import { TEAM_CODE_LENGTH } from '@fit/events/shared/constants';

type RandomSource = (bytes: Uint8Array) => Uint8Array;

const defaultRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/** 4 random base-36 characters, upper-cased. Randomness is passed in for tests. */
export function generateTeamCode(random: RandomSource = defaultRandom): string {
  const out: string[] = [];
  while (out.length < TEAM_CODE_LENGTH) {
    const bytes = random(new Uint8Array(TEAM_CODE_LENGTH * 2));
    for (const b of bytes) {
      // 252 = 7 × 36: rejecting the top values keeps every character equally likely.
      if (b < 252 && out.length < TEAM_CODE_LENGTH) out.push((b % 36).toString(36).toUpperCase());
    }
  }
  return out.join('');
}
