import { recordFileName } from '@fit/events/audit';
import * as styles from './PublicRecordLinks.css.ts';

/** Where the offline verifier and its CLI are served (web/scripts/build-verifier.mjs). */
export const VERIFIER_PAGE = '/verifier.html';
export const VERIFIER_CLI = '/fit-verify.mjs';

/**
 * Check the vote on your own machine (docs/AUDIT.md#check-it-on-your-own-machine): the cohort's
 * public record and the verifier that reads it without asking this server anything.
 */
export function PublicRecordLinks({ tag }: { tag?: string }) {
  return (
    <section className={styles.root} aria-label="Check it on your own machine">
      <h2 className={styles.title}>Check it on your own machine</h2>
      <p className={styles.text}>
        The verifier runs in your browser, also saved to disk and opened with no network: it checks every signature, the chain, the heads you saved and the whole count
        from the public record alone.
      </p>
      <p className={styles.links}>
        {tag && (
          <a href={`/api/showcase/${encodeURIComponent(tag)}/record`} download={recordFileName(tag)}>
            Download the public record
          </a>
        )}
        <a href={tag ? `${VERIFIER_PAGE}?cohort=${encodeURIComponent(tag)}` : VERIFIER_PAGE}>Open the offline verifier</a>
        <a href={VERIFIER_PAGE} download="found-in-two-verifier.html">
          Save the verifier (one HTML file)
        </a>
        <a href={VERIFIER_CLI} download="fit-verify.mjs">
          Command-line verifier (Node)
        </a>
      </p>
    </section>
  );
}
