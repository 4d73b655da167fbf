import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { MAX_PHASE, MIN_PHASE } from '@fit/events/shared/constants';
import { usePhaseConfig } from '../../features/phases/hooks/usePhaseConfig.ts';
import { PhaseWorkspace } from '../../features/phases/components/PhaseWorkspace.tsx';
import { useCurrentTeam } from '../../features/team/hooks/useTeam.ts';
import { useTeamAccess } from '../../features/team/hooks/useTeamAccess.ts';
import { TeamDialog } from '../../features/team/components/TeamDialog.tsx';
import { WebsiteSubmissionCard } from '../../features/team/components/WebsiteSubmissionCard.tsx';
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx';
import { useFeedback } from '../../features/feedback/hooks/useFeedback.ts';
import { FieldFeedback } from '../../features/feedback/components/FieldFeedback.tsx';
import { FeedbackNote } from '../../features/feedback/components/FeedbackNote.tsx';
import { WorkbookActions } from '../../features/workbook/components/WorkbookActions.tsx';
import { choseWithoutTeam, hasDraft } from '../../lib/drafts.ts';
import { useAgenda } from '../../features/agenda/hooks/useAgenda.ts';
import { TeamPace } from '../../features/agenda/components/TeamPace.tsx';
import { holdRefusal } from '@fit/events/agenda/clock';
import * as styles from './Page.css.ts';

/** Phase 8's 'Live website URL' (events/src/phases/structure.ts): the card submits it. */
const WEBSITE_FIELD = 'website_url';

function parsePhase(id: string | undefined): number | null {
  if (!id || !/^\d+$/.test(id)) return null;
  const n = Number(id);
  return n >= MIN_PHASE && n <= MAX_PHASE ? n : null;
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <main className={styles.main}>
      <div className={`${styles.narrow} ${styles.center}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.muted}>{text}</p>
      </div>
    </main>
  );
}

const m = defineMessages({
  notFoundTitle: { id: 'routes.phase.notFound.title', defaultMessage: 'Phase Not Found' },
  loading: { id: 'routes.phase.loading', defaultMessage: 'Loading phase…' },
  configTitle: { id: 'routes.phase.configError.title', defaultMessage: 'Configuration Error' },
  configText: { id: 'routes.phase.configError.text', defaultMessage: 'Unable to load phase configuration. Please try again later.' },
  joinTitle: { id: 'routes.phase.joinFailed.title', defaultMessage: 'Could not join the team' },
  joining: { id: 'routes.phase.joining', defaultMessage: 'Joining your team…' },
  wholePhase: { id: 'routes.phase.wholePhase', defaultMessage: 'the whole phase' },
});

/** /phase/:id — every state of the phase page (docs/PRODUCT.md#phase-page). */
export function PhasePage() {
  const intl = useIntl();
  const phase = parsePhase(useParams().id);
  const navigate = useNavigate();
  const { config, loading: configLoading, error: configError } = usePhaseConfig(phase ?? 1, phase === null);
  const { code, team, loading: teamLoading } = useCurrentTeam();
  const [dismissed, setDismissed] = useState(false);
  const activeTeam = team && team.code === code ? team : null;
  // A team's answers need its session: a page opened from the team's address joins it first.
  const access = useTeamAccess(activeTeam);
  // Instructors' comments: only for the team's own session (see FeedbackNote when there is none).
  const feedback = useFeedback(activeTeam && access.ready ? activeTeam.id : null, phase ?? 1);
  // The cohort's agenda, hold and announcements, once the page works as the team.
  const pace = useAgenda(activeTeam && access.ready ? activeTeam.cohortTag : null);
  const unknownCode = Boolean(code) && !teamLoading && !team;
  // No team and no local phase-1 draft: ask first (unless "without a team" was chosen this tab).
  const askTeam = !dismissed && ((!code && !hasDraft(1) && !choseWithoutTeam()) || unknownCode);

  if (phase === null)
    return (
      <Message
        title={intl.formatMessage(m.notFoundTitle)}
        text={intl.formatMessage(
          { id: 'routes.phase.notFound.text', defaultMessage: 'Please select a valid phase between {min, number} and {max, number}.' },
          { min: MIN_PHASE, max: MAX_PHASE },
        )}
      />
    );
  if (configLoading || teamLoading) {
    return (
      <main className={styles.main}>
        <Spinner label={intl.formatMessage(m.loading)} />
      </main>
    );
  }
  if (configError || !config) {
    return <Message title={intl.formatMessage(m.configTitle)} text={intl.formatMessage(m.configText)} />;
  }

  if (activeTeam && !access.ready) {
    if (access.failure) {
      // The failure is the server's (already in the page's language) or the team hook's own sentence.
      const text = intl.formatMessage(
        { id: 'routes.phase.joinFailed.text', defaultMessage: "{failure} Your team's answers open once this browser has joined the team." },
        { failure: access.failure },
      );
      return <Message title={intl.formatMessage(m.joinTitle)} text={text} />;
    }
    return (
      <main className={styles.main}>
        <Spinner label={intl.formatMessage(m.joining)} />
      </main>
    );
  }
  // The server's refusal of the same move, written here in the page's language.
  const held = holdRefusal(pace.agenda?.hold, activeTeam?.currentPhase ?? phase, phase + 1);
  return (
    <main className={styles.main}>
      <PhaseWorkspace
        key={`${phase}:${activeTeam?.id ?? 'local'}`}
        config={config}
        team={activeTeam}
        rejoin={access.rejoin}
        top={
          activeTeam
            ? ({ saveNow }) => (
                <TeamPace agenda={pace.agenda} offsetMs={pace.offsetMs} phase={phase} teamCode={activeTeam.code} teamPhase={activeTeam.currentPhase} saveNow={saveNow} />
              )
            : undefined
        }
        continueBlocked={
          held
            ? intl.formatMessage(
                { id: 'routes.phase.held', defaultMessage: 'Your instructor is holding the room at phase {phase, number}; you can continue once they release it' },
                { phase: pace.agenda?.hold ?? 0 },
              )
            : null
        }
        fieldExtra={activeTeam ? (fieldId, label) => <FieldFeedback feedback={feedback} fieldId={fieldId} where={label} /> : undefined}
        formExtra={
          activeTeam ? (
            <>
              <FieldFeedback feedback={feedback} fieldId={null} where={intl.formatMessage(m.wholePhase)} />
              {feedback.denied && <FeedbackNote />}
              <WorkbookActions team={activeTeam} />
            </>
          ) : null
        }
        extra={
          phase === MAX_PHASE && activeTeam?.cohortTag
            ? ({ values, setValue }) => (
                <WebsiteSubmissionCard team={activeTeam} planUrl={values[WEBSITE_FIELD] ?? ''} onSubmitted={(url) => setValue(WEBSITE_FIELD, url)} />
              )
            : null
        }
      />
      <TeamDialog open={askTeam} onOpenChange={(open) => setDismissed(!open)} onNavigate={(path) => navigate(path)} />
    </main>
  );
}

export { PhasePage as Component };
