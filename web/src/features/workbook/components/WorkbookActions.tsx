import { Download, Printer } from 'lucide-react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { workbookFileName } from '@fit/events/workbook';
import { Button, buttonClass } from '../../../components/ui/Button/Button.tsx';
import { AllPhaseDataQuery } from '../../../lib/graphql/allPhaseData.ts';
import type { WorkbookTeamRef } from '../hooks/useWorkbook.ts';
import { buildWorkbookIn, phaseConfigsIn, workbookMarkdownIn } from '../lib/localize.ts';
import * as styles from './WorkbookView.css.ts';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';
import { saveBlob } from '../../../lib/download.ts';

/** 'Download workbook' (Markdown, built in the browser from the latest answers, in the page's language) and the printable page. */
export function WorkbookActions({ team, printable = true }: { team: WorkbookTeamRef; printable?: boolean }) {
  const client = useApolloClient();
  const intl = useIntl();
  const { locale } = useLanguage();
  const [error, setError] = useState<string | null>(null);
  const failed = () => intl.formatMessage({ id: 'workbook.actions.failed', defaultMessage: 'The workbook could not be built; please try again.' });
  const download = async () => {
    setError(null);
    try {
      const [{ data }, configs] = await Promise.all([
        client.query({ query: AllPhaseDataQuery, variables: { teamId: team.id }, fetchPolicy: 'network-only' }),
        phaseConfigsIn(client, locale),
      ]);
      if (!configs) throw new Error(failed());
      const answers = Object.fromEntries((data?.allPhaseData ?? []).map((p) => [p.phaseNumber, p.data as Record<string, string>]));
      const now = new Date();
      const md = workbookMarkdownIn(buildWorkbookIn({ name: team.name, code: team.code }, answers, now, configs, locale), intl, locale);
      saveBlob(new Blob([md], { type: 'text/markdown;charset=utf-8' }), workbookFileName(team.code, now));
    } catch (err) {
      setError(err instanceof Error ? err.message : failed());
    }
  };
  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="sm" onClick={() => void download()}>
        <Download size={16} aria-hidden="true" /> <FormattedMessage id="workbook.actions.download" defaultMessage="Download workbook" />
      </Button>
      {printable && (
        <Link to={`/workbook?team_id=${team.code}`} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <Printer size={16} aria-hidden="true" /> <FormattedMessage id="workbook.actions.printable" defaultMessage="Printable workbook" />
        </Link>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
