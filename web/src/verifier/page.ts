/**
 * The offline verifier page (docs/AUDIT.md#check-it-on-your-own-machine): one HTML file with
 * this script inlined (web/scripts/build-verifier.mjs), no React, no request to any server. It
 * reads the public record and the observer's saved heads from files or pasted text and runs
 * verifyRecord — the rules of events/, with the browser's own WebCrypto.
 *
 * It speaks the language the file was saved in (`<html lang>`, set by the server from the page
 * that linked it) and offers the others in a menu; its texts are its own catalogue
 * (messages.ts, and src/i18n/messages/<locale>/verifier.json), all four inlined.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { directionOf, formattingLocale, LOCALE_NAMES, LOCALES, localeOf, type Locale } from '@fit/events/i18n';
import { savedHeadsFrom, verifyRecord, type RecordVerification } from '@fit/events/audit';
import { shownTeamName } from '@fit/events/privacy/team-name';
import es from '../i18n/messages/es/verifier.json';
import de from '../i18n/messages/de/verifier.json';
import ar from '../i18n/messages/ar/verifier.json';
import { answerMessages, historyText, pageMessages, receiptText, type Descriptor, type Format, type Values } from './messages.ts';

const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = { en: {}, es, de, ar };

let locale: Locale = localeOf(document.documentElement.lang) ?? 'en';
const format: Format = (m: Descriptor, values?: Values) =>
  String(new IntlMessageFormat(CATALOGUES[locale][m.id] ?? m.defaultMessage, formattingLocale(locale)).format(values));

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const readFile = (file: File) => file.text();

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** The page's own texts: every element naming a message of pageMessages in data-msg. */
function renderTexts() {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.title = `Found-in-Two — ${format(pageMessages.title)}`;
  for (const node of document.querySelectorAll<HTMLElement>('[data-msg]')) {
    node.textContent = format(pageMessages[node.dataset.msg as keyof typeof pageMessages]);
  }
  const load = $<HTMLButtonElement>('load');
  if (cohort) load.textContent = format(pageMessages.load, { cohort });
}

/** The last answer shown, drawn again in a newly chosen language. */
let shown: { v: RecordVerification; cohortName: string | null } | null = null;

function show(v: RecordVerification, cohortName: string | null) {
  shown = { v, cohortName };
  const out = $('result');
  out.replaceChildren();
  const good = v.verdict === 'intact' && v.tally.matches && (!v.receipt || v.receipt.counted);
  out.className = good ? 'ok' : 'bad';
  const verdict = format(answerMessages.verdict, { verdict: v.verdict });
  const summary = v.tally.matches
    ? format(answerMessages.matches, { verdict })
    : format(answerMessages.differs, { verdict, first: v.tally.differences[0] ?? '', more: v.tally.differences.length - 1 });
  out.append(el('h2', summary, 'verdict'));
  out.append(el('p', historyText(format, v.reason, 'record')));
  out.append(
    el('p', v.tally.matches ? format(answerMessages.tallyMatches, { cohort: cohortName ?? format(pageMessages.thisCohort) }) : format(answerMessages.tallyDiffers)),
  );
  if (!v.tally.matches) {
    const list = el('ul');
    for (const d of v.tally.differences) list.append(el('li', d));
    out.append(list);
  }
  if (v.receipt) out.append(el('p', receiptText(format, v.receipt), v.receipt.counted ? undefined : 'warn'));
  const details = el('details');
  details.append(el('summary', format(answerMessages.checked)));
  const facts = el('ul');
  // An erased team: the record's English marker, said in the page's language.
  const name = (r: { teamName: string; erased: boolean }) => shownTeamName({ name: r.teamName, erased: r.erased }, format(answerMessages.erasedTeam));
  const list = (items: string[], none: Descriptor) => (items.length ? items.join(', ') : format(none));
  for (const line of [
    format(answerMessages.factHeads, { heads: v.headsChecked, saved: v.savedChecked }),
    format(answerMessages.factRows, { rows: v.chainLength, recomputed: v.rowsRecomputed }),
    format(answerMessages.factOverall, {
      list: list(
        v.tally.overall.map((r) => `${r.rank}. ${name(r)} (${r.totalPoints})`),
        answerMessages.noVotes,
      ),
    }),
    ...v.tally.categories.map((c) =>
      format(answerMessages.factCategory, {
        name: c.name,
        list: list(
          c.rows.map((r) => `${r.rank}. ${name(r)}`),
          answerMessages.noResults,
        ),
      }),
    ),
  ])
    facts.append(el('li', line));
  details.append(facts);
  out.append(details);
}

function problem(message: string) {
  shown = null;
  $('result').className = 'bad';
  $('result').replaceChildren(el('p', message));
}

async function check(e: Event) {
  e.preventDefault();
  try {
    const recordFile = $<HTMLInputElement>('record').files?.[0];
    const recordText = recordFile ? await readFile(recordFile) : $<HTMLTextAreaElement>('record-text').value;
    if (!recordText.trim()) throw new Error(format(pageMessages.chooseRecord));
    const headFiles = [...($<HTMLInputElement>('head-files').files ?? [])];
    const saved = savedHeadsFrom([$<HTMLTextAreaElement>('heads').value, ...(await Promise.all(headFiles.map(readFile)))]);
    const v = await verifyRecord(recordText, { saved, receipt: $<HTMLInputElement>('receipt').value, subtle: crypto.subtle });
    show(v, (JSON.parse(recordText) as { cohortName?: string }).cohortName ?? null);
  } catch (err) {
    problem((err as Error).message || String(err));
  }
}

// Served by the app with ?cohort=<tag>: offer to fetch that cohort's record (opened from a file, nothing is fetched).
async function loadFromServer(tag: string) {
  const res = await fetch(`/api/showcase/${encodeURIComponent(tag)}/record`);
  if (!res.ok) throw new Error(format(pageMessages.notLoaded, { cohort: tag, status: String(res.status) }));
  $<HTMLTextAreaElement>('record-text').value = await res.text();
}

const cohort = /^https?:$/.test(location.protocol) ? new URLSearchParams(location.search).get('cohort') : null;

const menu = $<HTMLSelectElement>('language');
for (const l of LOCALES) {
  const option = el('option', LOCALE_NAMES[l]);
  option.value = l;
  option.lang = l;
  menu.append(option);
}
menu.value = locale;
menu.addEventListener('change', () => {
  locale = localeOf(menu.value) ?? locale;
  renderTexts();
  if (shown) show(shown.v, shown.cohortName);
});

$('form').addEventListener('submit', (e) => void check(e));
if (cohort) {
  const button = $<HTMLButtonElement>('load');
  button.hidden = false;
  button.addEventListener('click', () => void loadFromServer(cohort).catch((err: Error) => problem(err.message)));
}
renderTexts();
if (!crypto?.subtle) problem(format(pageMessages.noCrypto));
