import { useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortDigest } from '@fit/events/shared/chain-head';
import { CohortChainHeadChangedSubscription, CohortChainHeadQuery } from './chainHead.graphql.ts';
import * as styles from './ChainHead.css.ts';

/** The head as observers save it: every field, in the documented order. */
export const headJson = (h: { format: string; keyId: string; cohortTag: string; seq: string; position: string; hash: string; at: string; signature: string }) =>
  JSON.stringify({ format: h.format, keyId: h.keyId, cohortTag: h.cohortTag, seq: h.seq, position: h.position, hash: h.hash, at: h.at, signature: h.signature }, null, 2);

/**
 * The cohort's current signed chain head (docs/AUDIT.md#signed-chain-heads), live: short on
 * screen, the whole head (to copy and keep) one click away. A footer for the results, presenter
 * and verification pages; renders nothing until the cohort has a head.
 */
export function ChainHead({ tag, compact = false }: { tag: string; compact?: boolean }) {
  const q = useQuery(CohortChainHeadQuery, { variables: { cohortTag: tag }, skip: !tag, fetchPolicy: 'network-only' });
  useSubscription(CohortChainHeadChangedSubscription, {
    variables: { cohortTag: tag },
    skip: !tag || !q.data,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const head = data.data?.cohortChainHeadChanged;
      if (head) client.cache.updateQuery({ query: CohortChainHeadQuery, variables: { cohortTag: tag } }, () => ({ __typename: 'Query' as const, cohortChainHead: head }));
    },
    onError: () => undefined,
  });
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const head = q.data?.cohortChainHead;
  if (!head) return null;
  const whole = headJson(head);
  const time = new Date(head.at.replace(/(\.\d{3})\d{3}Z$/, '$1Z'));
  return (
    <aside
      className={compact ? `${styles.root} ${styles.compact}` : styles.root}
      aria-label={intl.formatMessage({ id: 'components.chainHead.label', defaultMessage: 'Signed vote history head' })}
      data-testid="chain-head"
    >
      <p className={styles.line} aria-live="polite">
        <span>
          <FormattedMessage id="components.chainHead.title" defaultMessage="Vote history head:" />
        </span>
        <span>
          {/* Position, hash and signature are the record's own values: shown as they are. */}
          <FormattedMessage
            id="components.chainHead.position"
            defaultMessage="position {position}"
            values={{ position: <span data-testid="chain-head-position">{head.position}</span> }}
          />
        </span>
        <span>
          <FormattedMessage
            id="components.chainHead.hash"
            defaultMessage="hash {hash}"
            values={{
              hash: (
                <span className={styles.mono} dir="ltr">
                  {shortDigest(head.hash)}
                </span>
              ),
            }}
          />
        </span>
        <span>
          <FormattedMessage
            id="components.chainHead.signed"
            defaultMessage="signed {signature}"
            values={{
              signature: (
                <span className={styles.mono} dir="ltr">
                  {shortDigest(head.signature)}
                </span>
              ),
            }}
          />
        </span>
        <time dateTime={time.toISOString()}>
          {intl.formatDate(time, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' })}
        </time>
      </p>
      {!compact && (
        <details>
          <summary className={styles.summary}>
            <FormattedMessage id="components.chainHead.showWhole" defaultMessage="Show the whole signed head (to save)" />
          </summary>
          <pre className={styles.whole} data-testid="chain-head-whole" dir="ltr">
            {whole}
          </pre>
          <p className={styles.links}>
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard?.writeText(whole).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? (
                <FormattedMessage id="components.chainHead.copied" defaultMessage="Copied" />
              ) : (
                <FormattedMessage id="components.chainHead.copy" defaultMessage="Copy" />
              )}
            </button>
            <a href={`/verify?cohort=${encodeURIComponent(tag)}`}>
              <FormattedMessage id="components.chainHead.check" defaultMessage="Check a saved head" />
            </a>
            <a href={`/api/showcase/${encodeURIComponent(tag)}/heads.atom`}>
              <FormattedMessage id="components.chainHead.feedAtom" defaultMessage="Head feed (Atom)" />
            </a>
            <a href={`/api/showcase/${encodeURIComponent(tag)}/heads`}>
              <FormattedMessage id="components.chainHead.feedJson" defaultMessage="Head feed (JSON)" />
            </a>
          </p>
        </details>
      )}
    </aside>
  );
}
