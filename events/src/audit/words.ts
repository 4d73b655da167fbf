/**
 * The three answers every check of the vote history gives (docs/AUDIT.md#signed-chain-heads-issue-27), defined
 * once: the server's verify-head, `npm run audit`, the /verify page and the offline verifier
 * all say these words, so an observer reads the same answer wherever they asked.
 */
export type HeadVerdict = 'intact' | 'rewritten' | 'refused';

export const VERDICT_WORDS: Readonly<Record<HeadVerdict, string>> = {
  intact: 'Intact',
  rewritten: 'Rewritten',
  refused: 'Refused',
};

export const verdictWord = (v: HeadVerdict) => VERDICT_WORDS[v];

/** How a recount is reported beside the verdict. */
export const TALLY_MATCHES = 'tally matches';
export const TALLY_DIFFERS = 'tally differs';
