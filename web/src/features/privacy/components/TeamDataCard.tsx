import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Download } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { RequestTeamErasureMutation } from '../graphql/requestTeamErasure.ts';
import * as styles from './TeamDataCard.css.ts';

const m = defineMessages({
  title: { id: 'privacy.team.title', defaultMessage: "Your team's data" },
  intro: {
    id: 'privacy.team.intro',
    defaultMessage: 'Download everything held about your team: its answers, feedback, every change and who made it, and the workbook.',
  },
  download: { id: 'privacy.team.download', defaultMessage: 'Download all data' },
  ask: { id: 'privacy.team.ask', defaultMessage: 'Ask to erase our data' },
  askTitle: { id: 'privacy.team.askTitle', defaultMessage: "Ask to erase your team's data?" },
  askText: {
    id: 'privacy.team.askText',
    defaultMessage:
      "Your instructor will confirm it. Then your team's name, answers, website and comments become unreadable for good, and everyone is signed out. Your ranks and points stay, as “Erased team”. Download your data first if you want to keep it.",
  },
  cancel: { id: 'privacy.team.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'privacy.team.confirm', defaultMessage: 'Ask to erase' },
  erased: { id: 'privacy.team.erased', defaultMessage: "This team's data was erased." },
});

export interface TeamDataRef {
  id: string;
  erased?: boolean | null;
  erasureRequestedAt?: string | null;
}

/** On the team's own page: download everything held about it, or ask for it to be erased (docs/PRIVACY.md). */
export function TeamDataCard({ team }: { team: TeamDataRef }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestTeamErasureMutation);
  const ask = async () => {
    setError(null);
    try {
      await request({ variables: { teamId: team.id } });
      setOpen(false);
    } catch (err) {
      setError(graphqlErrorMessage(err) ?? (err instanceof Error ? err.message : null));
    }
  };
  return (
    <Card className={styles.card} title={intl.formatMessage(m.title)} aria-label={intl.formatMessage(m.title)} data-testid="team-data">
      {team.erased ? (
        <p className={styles.status}>{intl.formatMessage(m.erased)}</p>
      ) : (
        <>
          <p className={styles.text}>{intl.formatMessage(m.intro)}</p>
          <div className={styles.actions}>
            <a href={`/api/teams/${encodeURIComponent(team.id)}/export`} download className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              <Download size={16} aria-hidden="true" /> {intl.formatMessage(m.download)}
            </a>
            {!team.erasureRequestedAt && (
              <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
                {intl.formatMessage(m.ask)}
              </Button>
            )}
          </div>
          {team.erasureRequestedAt && (
            <p className={styles.status} role="status">
              <FormattedMessage
                id="privacy.team.requested"
                defaultMessage="You asked on {date} for your team’s data to be erased. Your instructor will confirm it."
                values={{ date: intl.formatDate(new Date(team.erasureRequestedAt), { dateStyle: 'medium' }) }}
              />
            </p>
          )}
        </>
      )}
      <Dialog open={open} onOpenChange={setOpen} title={intl.formatMessage(m.askTitle)} description={intl.formatMessage(m.askText)}>
        {error && <p role="alert">{error}</p>}
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button variant="danger" onClick={() => void ask()} disabled={loading} aria-busy={loading}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
