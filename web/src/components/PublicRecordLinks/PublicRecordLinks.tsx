import { FormattedMessage, useIntl } from 'react-intl';
import { recordFileName } from '@fit/events/audit';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import * as styles from './PublicRecordLinks.css.ts';

/** Where the offline verifier and its CLI are served (web/scripts/build-verifier.mjs). */
export const VERIFIER_PAGE = '/verifier.html';
export const VERIFIER_CLI = '/fit-verify.mjs';

/**
 * Check the vote on your own machine (docs/AUDIT.md#check-it-on-your-own-machine): the cohort's
 * public record and the verifier that reads it without asking this server anything.
 */
export function PublicRecordLinks({ tag }: { tag?: string }) {
  const intl = useIntl();
  // The verifier opens, and is saved, in this page's language.
  const { locale } = useLanguage();
  const page = `${VERIFIER_PAGE}?lang=${locale}`;
  const title = intl.formatMessage({ id: 'components.publicRecord.title', defaultMessage: 'Check it on your own machine' });
  return (
    <section className={styles.root} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>
        <FormattedMessage
          id="components.publicRecord.text"
          defaultMessage="The verifier runs in your browser, also saved to disk and opened with no network: it checks every signature, the chain, the heads you saved and the whole count from the public record alone."
        />
      </p>
      <p className={styles.links}>
        {tag && (
          <a href={`/api/showcase/${encodeURIComponent(tag)}/record`} download={recordFileName(tag)}>
            <FormattedMessage id="components.publicRecord.download" defaultMessage="Download the public record" />
          </a>
        )}
        <a href={tag ? `${page}&cohort=${encodeURIComponent(tag)}` : page}>
          <FormattedMessage id="components.publicRecord.openVerifier" defaultMessage="Open the offline verifier" />
        </a>
        <a href={page} download="found-in-two-verifier.html">
          <FormattedMessage id="components.publicRecord.saveVerifier" defaultMessage="Save the verifier (one HTML file)" />
        </a>
        <a href={VERIFIER_CLI} download="fit-verify.mjs">
          <FormattedMessage id="components.publicRecord.cli" defaultMessage="Command-line verifier (Node)" />
        </a>
      </p>
    </section>
  );
}
