/**
 * The offline verifier page (docs/AUDIT.md#check-it-on-your-own-machine): one HTML file with
 * this script inlined (web/scripts/build-verifier.mjs), no React, no request to any server. It
 * reads the public record and the observer's saved heads from files or pasted text and runs
 * verifyRecord — the rules of events/, with the browser's own WebCrypto.
 */
import { receiptSentence, savedHeadsFrom, verifyRecord, type RecordVerification } from '@fit/events/audit';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const readFile = (file: File) => file.text();

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function show(v: RecordVerification, cohortName: string) {
  const out = $('result');
  out.replaceChildren();
  const good = v.verdict === 'intact' && v.tally.matches && (!v.receipt || v.receipt.counted);
  out.className = good ? 'ok' : 'bad';
  out.append(el('h2', v.summary, 'verdict'));
  out.append(el('p', v.message));
  out.append(el('p', v.tally.matches ? `The published results of ${cohortName} follow from the record's ballots and jury scores: tally matches.` : 'Tally differs:'));
  if (!v.tally.matches) {
    const list = el('ul');
    for (const d of v.tally.differences) list.append(el('li', d));
    out.append(list);
  }
  if (v.receipt) out.append(el('p', receiptSentence(v.receipt), v.receipt.counted ? undefined : 'warn'));
  const details = el('details');
  details.append(el('summary', 'What was checked'));
  const facts = el('ul');
  for (const line of [
    `${v.headsChecked} signed heads (${v.savedChecked} of them yours) checked against the record's key.`,
    `${v.chainLength} chain rows linked, from the first to the newest.`,
    `Overall results recounted: ${v.tally.overall.map((r) => `${r.rank}. ${r.teamName} (${r.totalPoints})`).join(', ') || 'no votes'}.`,
    ...v.tally.categories.map((c) => `${c.name}: ${c.rows.map((r) => `${r.rank}. ${r.teamName}`).join(', ') || 'no results'}.`),
  ])
    facts.append(el('li', line));
  details.append(facts);
  out.append(details);
}

async function check(e: Event) {
  e.preventDefault();
  const out = $('result');
  try {
    const recordFile = $<HTMLInputElement>('record').files?.[0];
    const recordText = recordFile ? await readFile(recordFile) : $<HTMLTextAreaElement>('record-text').value;
    if (!recordText.trim()) throw new Error('Choose the public record file (or paste it) first.');
    const headFiles = [...($<HTMLInputElement>('head-files').files ?? [])];
    const saved = savedHeadsFrom([$<HTMLTextAreaElement>('heads').value, ...(await Promise.all(headFiles.map(readFile)))]);
    const v = await verifyRecord(recordText, { saved, receipt: $<HTMLInputElement>('receipt').value, subtle: crypto.subtle });
    show(v, (JSON.parse(recordText) as { cohortName?: string }).cohortName ?? 'this cohort');
  } catch (err) {
    out.className = 'bad';
    out.replaceChildren(el('p', (err as Error).message || String(err)));
  }
}

// Served by the app with ?cohort=<tag>: offer to fetch that cohort's record (opened from a file, nothing is fetched).
async function loadFromServer(tag: string) {
  const res = await fetch(`/api/showcase/${encodeURIComponent(tag)}/record`);
  if (!res.ok) throw new Error(`The record of ${tag} is not available (${res.status}): it opens once the results are revealed.`);
  $<HTMLTextAreaElement>('record-text').value = await res.text();
}

$('form').addEventListener('submit', (e) => void check(e));
const cohort = new URLSearchParams(location.search).get('cohort');
if (/^https?:$/.test(location.protocol) && cohort) {
  const button = $<HTMLButtonElement>('load');
  button.hidden = false;
  button.textContent = `Load the record of ${cohort} from this server`;
  button.addEventListener(
    'click',
    () =>
      void loadFromServer(cohort).catch((err: Error) => {
        $('result').className = 'bad';
        $('result').replaceChildren(el('p', err.message));
      }),
  );
}
if (!crypto?.subtle) $('result').replaceChildren(el('p', 'This browser has no WebCrypto: open the page in a current browser.'));
