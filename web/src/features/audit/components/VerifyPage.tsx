import { useLazyQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { FieldShell, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { ChainHead } from '../../../components/ChainHead/ChainHead.tsx';
import { PublicRecordLinks } from '../../../components/PublicRecordLinks/PublicRecordLinks.tsx';
import type { HistoryReason } from '@fit/events/audit';
import { historyText } from '../../../verifier/messages.ts';
import { VerifyChainHeadQuery, VerifyPageReceiptQuery } from '../graphql/verify.ts';
import * as styles from './VerifyPage.css.ts';

/** Saved heads are JSON ({…} or […]); anything else is read as a receipt code. */
const isHead = (text: string) => /^[[{]/.test(text.trim());

/**
 * /verify — the public check (docs/AUDIT.md): paste a saved chain head (or a saved feed) and
 * learn whether it is still part of today's vote history; or a receipt code and a cohort, and
 * learn whether that ballot is counted.
 */
export function VerifyPage({ initialCohort }: { initialCohort: string }) {
  const textId = useId();
  const cohortId = useId();
  const [text, setText] = useState('');
  const [cohort, setCohort] = useState(initialCohort);
  const [checkHead, head] = useLazyQuery(VerifyChainHeadQuery, { fetchPolicy: 'network-only' });
  const [checkReceipt, receipt] = useLazyQuery(VerifyPageReceiptQuery, { fetchPolicy: 'network-only' });
  const [mode, setMode] = useState<'head' | 'receipt' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const intl = useIntl();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const value = text.trim();
    if (!value) return;
    if (isHead(value)) {
      setMode('head');
      void checkHead({ variables: { saved: value } });
    } else if (!cohort.trim()) {
      setMode(null);
      setProblem(intl.formatMessage({ id: 'audit.verify.needCohort', defaultMessage: 'To check a receipt code, enter the cohort it belongs to as well.' }));
    } else {
      setMode('receipt');
      void checkReceipt({ variables: { cohortTag: cohort.trim().toLowerCase(), receipt: value.toUpperCase() } });
    }
  }

  const active = mode === 'head' ? head : mode === 'receipt' ? receipt : null;
  const v = head.data?.verifyChainHead;
  const r = receipt.data?.verifyReceipt;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="audit.verify.title" defaultMessage="Verify the vote history" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage
          id="audit.verify.intro"
          defaultMessage="Paste a chain head you saved earlier (from a results page, the head feed or a CSV export) to check that the vote history has not been rewritten since. Or paste a receipt code to check that a ballot is counted."
        />
      </p>
      <Card title={intl.formatMessage({ id: 'audit.verify.check', defaultMessage: 'Check' })}>
        <form className={styles.form} onSubmit={onSubmit}>
          <FieldShell id={textId} label={intl.formatMessage({ id: 'audit.verify.savedLabel', defaultMessage: 'Saved chain head or receipt code' })}>
            <textarea
              id={textId}
              className={`${fieldStyles.control} ${styles.textarea}`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={intl.formatMessage(
                { id: 'audit.verify.placeholder', defaultMessage: '{head}  or  {receipt}' },
                { head: '{"format":"fit-chain-head/v1", …}', receipt: 'K7QM-2XPA-9RTE' },
              )}
              spellCheck={false}
              rows={8}
            />
          </FieldShell>
          <FieldShell id={cohortId} label={intl.formatMessage({ id: 'audit.verify.cohortLabel', defaultMessage: 'Cohort (for a receipt code)' })}>
            <input id={cohortId} className={fieldStyles.control} value={cohort} onChange={(e) => setCohort(e.target.value)} autoComplete="off" spellCheck={false} />
          </FieldShell>
          <Button type="submit" disabled={!text.trim() || !!active?.loading}>
            {active?.loading ? (
              <FormattedMessage id="audit.verify.checking" defaultMessage="Checking..." />
            ) : (
              <FormattedMessage id="audit.verify.check" defaultMessage="Check" />
            )}
          </Button>
        </form>
        <div aria-live="polite" className={styles.result} data-testid="verify-result">
          {problem && <p>{problem}</p>}
          {active && !active.loading && active.error && (
            <p>{graphqlErrorMessage(active.error) ?? <FormattedMessage id="audit.verify.failed" defaultMessage="The check failed. Please try again." />}</p>
          )}
          {mode === 'head' && !head.loading && v && (
            <div className={v.ok ? styles.ok : styles.bad}>
              <p className={styles.verdict}>
                {/* The verdict words are those of @fit/events/audit (VERDICT_WORDS), in the page's language. */}
                {v.verdict === 'intact' && <FormattedMessage id="audit.verify.intact" defaultMessage="Intact: this head is still part of the vote history." />}
                {v.verdict === 'rewritten' && (
                  <FormattedMessage
                    id="audit.verify.rewritten"
                    defaultMessage="Rewritten: the vote history was changed since this head. First position that differs: {position, number, ::group-off}."
                    values={{ position: v.firstDifferingPosition }}
                  />
                )}
                {v.verdict === 'refused' && (
                  <FormattedMessage id="audit.verify.refused" defaultMessage="Refused: this head was not signed by this instance (or was changed after signing)." />
                )}
              </p>
              {/* The server's reason, in the page's language (the verifier's catalogue); its `message` is English. */}
              <p>{historyText((m, values) => intl.formatMessage(m, values), v.reason as unknown as HistoryReason, 'instance')}</p>
            </div>
          )}
          {mode === 'receipt' && !receipt.loading && r && (
            <p className={r.counted ? styles.ok : styles.bad}>
              {r.counted ? (
                <FormattedMessage id="audit.verify.counted" defaultMessage="Your ballot is counted. Fingerprint: {fingerprint}" values={{ fingerprint: r.fingerprint }} />
              ) : (
                <FormattedMessage
                  id="audit.verify.notCounted"
                  defaultMessage="No counted ballot has this receipt. Fingerprint: {fingerprint}"
                  values={{ fingerprint: r.fingerprint }}
                />
              )}
            </p>
          )}
        </div>
      </Card>
      <PublicRecordLinks tag={initialCohort || undefined} />
      {initialCohort && <ChainHead tag={initialCohort} />}
    </main>
  );
}
