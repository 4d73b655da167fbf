import { Info } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { PHASE_COUNT } from '@fit/events/shared/constants';
import * as styles from './Feedback.css.ts';

/** Feedback is private to the team's session: a member on another device logs in with the team link. */
export function FeedbackNote() {
  return (
    <p className={styles.note}>
      <Info size={14} aria-hidden="true" />{' '}
      <FormattedMessage
        id="feedback.note.privacy"
        defaultMessage="Instructor feedback shows here for your team's session. On another device, open your team's permanent secure link (shown on Phase {phase, number}) to see it."
        values={{ phase: PHASE_COUNT }}
      />
    </p>
  );
}
