/**
 * The offline verifier's own catalogue (English here; es, de, ar in src/i18n/messages/<locale>/verifier.json,
 * checked for completeness like every catalogue): the page's texts, its answer, and the sentence
 * for each reason of the history check (HistoryReason, events/src/audit/history.ts), which the
 * /verify page uses too. No React here: the offline page is plain script.
 */
import type { HistoryReason, HistorySource, ReceiptPlace } from '@fit/events/audit';

export interface Descriptor {
  id: string;
  defaultMessage: string;
}
export type Values = Record<string, string | number>;
/** Formats a message of this catalogue in a language: react-intl's formatMessage on the app's pages, the page's own formatter offline. */
export type Format = (message: Descriptor, values?: Values) => string;

/** Marks the messages for the extraction that checks the catalogues (@formatjs/ts-transformer reads defineMessages). */
function defineMessages<T extends Record<string, Descriptor>>(messages: T): T {
  return messages;
}

export const pageMessages = defineMessages({
  title: { id: 'verifier.title', defaultMessage: 'Check a vote on your own machine' },
  intro: {
    id: 'verifier.intro',
    defaultMessage:
      "This page asks no server anything: save it, disconnect if you like, and open it from the file. Give it the cohort's public record (downloaded from the results or verify page) and the heads you saved during the vote. It checks every signature, the chain, that your heads are still part of it, and recounts every result.",
  },
  language: { id: 'verifier.language', defaultMessage: 'Language' },
  record: { id: 'verifier.record', defaultMessage: 'Public record' },
  recordHint: { id: 'verifier.recordHint', defaultMessage: '(the .json file)' },
  recordPaste: { id: 'verifier.recordPaste', defaultMessage: '…or paste the record' },
  heads: { id: 'verifier.heads', defaultMessage: 'Heads you saved' },
  headsHint: { id: 'verifier.headsHint', defaultMessage: '(optional: paste one or more, or a saved feed)' },
  headFiles: { id: 'verifier.headFiles', defaultMessage: '…or choose saved head files' },
  receipt: { id: 'verifier.receipt', defaultMessage: 'Your receipt code' },
  receiptHint: { id: 'verifier.receiptHint', defaultMessage: '(optional)' },
  check: { id: 'verifier.check', defaultMessage: 'Check' },
  load: { id: 'verifier.load', defaultMessage: 'Load the record of {cohort} from this server' },
  notLoaded: { id: 'verifier.notLoaded', defaultMessage: 'The record of {cohort} is not available ({status}): it opens once the results are revealed.' },
  chooseRecord: { id: 'verifier.chooseRecord', defaultMessage: 'Choose the public record file (or paste it) first.' },
  noCrypto: { id: 'verifier.noCrypto', defaultMessage: 'This browser has no WebCrypto: open the page in a current browser.' },
  thisCohort: { id: 'verifier.thisCohort', defaultMessage: 'this cohort' },
});

export const answerMessages = defineMessages({
  verdict: { id: 'verifier.verdict', defaultMessage: '{verdict, select, intact {Intact} rewritten {Rewritten} other {Refused}}' },
  matches: { id: 'verifier.summary.matches', defaultMessage: '{verdict} — tally matches' },
  differs: { id: 'verifier.summary.differs', defaultMessage: '{verdict} — tally differs: {first}{more, plural, =0 {} other { (and # more)}}' },
  tallyMatches: { id: 'verifier.tally.matches', defaultMessage: "The published results of {cohort} follow from the record's ballots and jury scores: tally matches." },
  tallyDiffers: { id: 'verifier.tally.differs', defaultMessage: 'Tally differs:' },
  counted: {
    id: 'verifier.receipt.counted',
    defaultMessage:
      'Your ballot (fingerprint {fingerprint}) is counted: number {place, number, ::group-off} of {of, number, ::group-off} in the ballot list, sealed at position {position, number, ::group-off}.',
  },
  replaced: {
    id: 'verifier.receipt.replaced',
    defaultMessage:
      'Your ballot (fingerprint {fingerprint}) was replaced by a later ballot of your team (at position {position, number, ::group-off}); the later one is counted.',
  },
  unknown: { id: 'verifier.receipt.unknown', defaultMessage: 'No ballot with fingerprint {fingerprint} is in this record.' },
  checked: { id: 'verifier.checked', defaultMessage: 'What was checked' },
  factHeads: { id: 'verifier.fact.heads', defaultMessage: "{heads, number} signed heads ({saved, number} of them yours) checked against the record's key." },
  factRows: {
    id: 'verifier.fact.rows',
    defaultMessage: '{rows, number} chain rows linked, from the first to the newest; {recomputed, number} of them recomputed from their content.',
  },
  factOverall: { id: 'verifier.fact.overall', defaultMessage: 'Overall results recounted: {list}.' },
  factCategory: { id: 'verifier.fact.category', defaultMessage: '{name}: {list}.' },
  noVotes: { id: 'verifier.fact.noVotes', defaultMessage: 'no votes' },
  noResults: { id: 'verifier.fact.noResults', defaultMessage: 'no results' },
  erasedTeam: { id: 'verifier.fact.erasedTeam', defaultMessage: 'Erased team' },
});

export const historyMessages = defineMessages({
  differs: {
    id: 'verifier.history.differs',
    defaultMessage: 'History differs from what was signed: the first position that differs is {position, number, ::group-off}.',
  },
  refusedSignature: {
    id: 'verifier.history.refusedSignature',
    defaultMessage:
      '{whose, select, saved {The saved head} other {{source, select, record {The record’s head} other {This instance’s head}}}} at position {position, number, ::group-off} does not carry a valid signature of {source, select, record {the record’s key} other {this instance}}: it was not signed {source, select, record {by the app} other {here}}, or it was changed after signing.',
  },
  refusedKey: {
    id: 'verifier.history.refusedKey',
    defaultMessage:
      '{whose, select, saved {The saved head} other {{source, select, record {The record’s head} other {This instance’s head}}}} at position {position, number, ::group-off} names key {keyId}, which {source, select, record {the record does not hold} other {is not a key of this instance}}: it was not signed {source, select, record {by this app} other {here}}.',
  },
  rowUnlinked: { id: 'verifier.history.rowUnlinked', defaultMessage: 'The chain does not link at row {row, number, ::group-off}: a row is missing, moved or changed.' },
  rowHash: {
    id: 'verifier.history.rowHash',
    defaultMessage: 'Chain row {row, number, ::group-off}: its hash does not follow from its content and the row before it, so the row was changed.',
  },
  rowDowngraded: {
    id: 'verifier.history.rowDowngraded',
    defaultMessage: 'Chain row {row, number, ::group-off} gives no content hash although the rows before it do: it cannot be recomputed.',
  },
  eventChanged: {
    id: 'verifier.history.eventChanged',
    defaultMessage: 'The event at position {position, number, ::group-off} is not what its chain row sealed: it was changed, moved or removed after sealing.',
  },
  headOffChain: {
    id: 'verifier.history.headOffChain',
    defaultMessage:
      'The chain row that {whose, select, saved {your saved head} other {{source, select, record {the record’s head} other {this instance’s head}}}} signed (row {row, number, ::group-off}, position {position, number, ::group-off}) has a different hash {source, select, record {in the record} other {today}}: history was rewritten at or before it.',
  },
  headBeyondChain: {
    id: 'verifier.history.headBeyondChain',
    defaultMessage:
      'The chain ends at row {lastRow, number, ::group-off}, before the signed row {row, number, ::group-off}: history was cut short{source, select, record { (or the record is older than the head)} other {}}.',
  },
  lastMatching: {
    id: 'verifier.history.lastMatching',
    defaultMessage: 'The signed head at position {position, number, ::group-off} still matches: the change lies after it.',
  },
  ballotOffChain: {
    id: 'verifier.history.ballotOffChain',
    defaultMessage: 'The ballot {fingerprint} is listed at position {position, number, ::group-off}, and its chain row does not hold it.',
  },
  intactAlone: {
    id: 'verifier.history.intactAlone',
    defaultMessage:
      'Every signature verifies and the chain links from row {firstRow, number} to {lastRow, select, none {its start} other {row {lastRow, number, ::group-off} (position {lastPosition, number, ::group-off})}}. Add a head you saved during the vote to check that this history is the one you saw.',
  },
  intactSaved: {
    id: 'verifier.history.intactSaved',
    defaultMessage:
      'Every signature verifies, the chain links from row {firstRow, number} to {lastRow, select, none {its start} other {row {lastRow, number, ::group-off} (position {lastPosition, number, ::group-off})}}, and {saved, plural, one {your saved head is} other {your # saved heads are}} part of it.',
  },
});

/** A history check's reason in a language: what the server's or the record's answer means, in words. */
export function historyText(format: Format, reason: HistoryReason, source: HistorySource): string {
  const r = reason;
  const differs = (position: string, detail: string) => `${format(historyMessages.differs, { position })} ${detail}`;
  const after = (lm: string | null) => (lm ? ` ${format(historyMessages.lastMatching, { position: lm })}` : '');
  switch (r.id) {
    case 'refusedSignature':
      return format(historyMessages.refusedSignature, { whose: r.whose, source, position: r.position });
    case 'refusedKey':
      return format(historyMessages.refusedKey, { whose: r.whose, source, position: r.position, keyId: r.keyId });
    case 'rowUnlinked':
    case 'rowHash':
    case 'rowDowngraded':
      return differs(r.position, format(historyMessages[r.id], { row: r.row }));
    case 'eventChanged':
      return differs(r.position, format(historyMessages.eventChanged, { position: r.position }));
    case 'headOffChain':
      return differs(r.position, format(historyMessages.headOffChain, { whose: r.whose, source, row: r.row, position: r.position }) + after(r.lastMatching));
    case 'headBeyondChain':
      return differs(r.position, format(historyMessages.headBeyondChain, { source, row: r.row, lastRow: r.lastRow }) + after(r.lastMatching));
    case 'ballotOffChain':
      return differs(r.position, format(historyMessages.ballotOffChain, { fingerprint: r.fingerprint, position: r.position }));
    case 'intact': {
      const values = { firstRow: 1, lastRow: r.lastRow ?? 'none', lastPosition: r.lastPosition ?? '', saved: r.saved };
      return format(r.saved === 0 ? historyMessages.intactAlone : historyMessages.intactSaved, values);
    }
  }
}

/** The receipt's answer in one sentence. */
export function receiptText(format: Format, r: ReceiptPlace): string {
  if (r.counted) return format(answerMessages.counted, { fingerprint: r.fingerprint, place: String(r.place), of: String(r.of), position: r.position ?? '' });
  if (r.replaced) return format(answerMessages.replaced, { fingerprint: r.fingerprint, position: r.position ?? '' });
  return format(answerMessages.unknown, { fingerprint: r.fingerprint });
}
