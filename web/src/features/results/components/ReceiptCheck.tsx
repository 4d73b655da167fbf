import { useLazyQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
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
    <Card title="Check Your Ballot" subtitle="Enter the receipt code your team got when it voted.">
      <form className={styles.receiptForm} onSubmit={onSubmit}>
        <FieldShell id={id} label="Receipt code">
          <input
            id={id}
            className={fieldStyles.control}
            value={receipt}
            onChange={(e) => setReceipt(e.target.value)}
            placeholder="e.g. K7QM-2XPA-9RTE"
            autoComplete="off"
            spellCheck={false}
          />
        </FieldShell>
        <Button type="submit" disabled={!receipt.trim() || loading}>
          {loading ? 'Checking...' : 'Check'}
        </Button>
      </form>
      <div aria-live="polite" className={styles.receiptResult}>
        {called && !loading && error && <p>{graphqlErrorMessage(error) ?? 'The check failed. Please try again.'}</p>}
        {called && !loading && result && (
          <p>
            {result.counted
              ? 'Your ballot is counted.'
              : result.replaced
                ? 'This ballot was replaced by a later ballot of your team, so it is not counted: check the receipt of your latest ballot.'
                : 'No counted ballot has this receipt.'}{' '}
            <span className={styles.fingerprint}>Fingerprint: {result.fingerprint}</span>
          </p>
        )}
      </div>
    </Card>
  );
}
