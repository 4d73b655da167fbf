import { useLazyQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { FieldShell, fieldStyles } from '../../../components/ui/TextField/TextField.tsx';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { readReceipt } from '../../../lib/receipts.ts';
import { VerifyReceiptQuery } from '../graphql/verifyReceipt.ts';
import * as styles from './Results.css.ts';

/**
 * 'Check Your Ballot' (docs/AUDIT.md): a team enters the receipt it got when voting (kept in
 * this browser when it voted here) and learns whether that ballot is among the counted ones, or
 * was replaced by a later ballot of its team (docs/PRODUCT.md#changing-a-ballot).
 */
export function ReceiptCheck({ tag }: { tag: string }) {
  const intl = useIntl();
  const id = useId();
  const [receipt, setReceipt] = useState(() => readReceipt(tag) ?? '');
  const [check, { data, error, loading, called }] = useLazyQuery(VerifyReceiptQuery, { fetchPolicy: 'network-only' });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const code = receipt.trim().toUpperCase();
    if (code) void check({ variables: { cohortTag: tag, receipt: code } });
  }

  const result = data?.verifyReceipt;
  return (
    <Card
      title={intl.formatMessage({ id: 'results.receipt.title', defaultMessage: 'Check Your Ballot' })}
      subtitle={intl.formatMessage({ id: 'results.receipt.subtitle', defaultMessage: 'Enter the receipt code your team got when it voted.' })}
    >
      <form className={styles.receiptForm} onSubmit={onSubmit}>
        <FieldShell id={id} label={intl.formatMessage({ id: 'results.receipt.label', defaultMessage: 'Receipt code' })}>
          <input
            id={id}
            className={fieldStyles.control}
            value={receipt}
            onChange={(e) => setReceipt(e.target.value)}
            placeholder={intl.formatMessage({ id: 'results.receipt.placeholder', defaultMessage: 'e.g. {example}' }, { example: 'K7QM-2XPA-9RTE' })}
            autoComplete="off"
            spellCheck={false}
          />
        </FieldShell>
        <Button type="submit" disabled={!receipt.trim() || loading}>
          {loading ? (
            <FormattedMessage id="results.receipt.checking" defaultMessage="Checking..." />
          ) : (
            <FormattedMessage id="results.receipt.check" defaultMessage="Check" />
          )}
        </Button>
      </form>
      <div aria-live="polite" className={styles.receiptResult}>
        {called && !loading && error && (
          <p>{graphqlErrorMessage(error) ?? intl.formatMessage({ id: 'results.receipt.failed', defaultMessage: 'The check failed. Please try again.' })}</p>
        )}
        {called && !loading && result && (
          <p>
            {result.counted ? (
              <FormattedMessage id="results.receipt.counted" defaultMessage="Your ballot is counted." />
            ) : result.replaced ? (
              <FormattedMessage
                id="results.receipt.replaced"
                defaultMessage="This ballot was replaced by a later ballot of your team, so it is not counted: check the receipt of your latest ballot."
              />
            ) : (
              <FormattedMessage id="results.receipt.unknown" defaultMessage="No counted ballot has this receipt." />
            )}{' '}
            <span className={styles.fingerprint}>
              <FormattedMessage id="results.receipt.fingerprint" defaultMessage="Fingerprint: {fingerprint}" values={{ fingerprint: result.fingerprint }} />
            </span>
          </p>
        )}
      </div>
    </Card>
  );
}
