import { useCallback, useState } from 'react';
import { exportFileName } from '@fit/events/shared/constants';
import { defineMessages } from 'react-intl';
import { toast } from '../../../lib/toast.ts';
import { currentIntl } from '../../../i18n/I18nProvider.tsx';
import { saveBlob } from '../../../lib/download.ts';

const EXPORT_PATH = '/api/admin/export';
const m = defineMessages({
  success: { id: 'admin.export.success', defaultMessage: 'Export successful' },
  failed: { id: 'admin.export.failed', defaultMessage: 'Export failed' },
  defaultFailure: { id: 'admin.export.defaultFailure', defaultMessage: 'Failed to export data' },
});

/** A non-successful answer becomes an error '{status}: {body text or status text}'. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/** The server's `{message}` of a refusal, when the body is one. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    /* not JSON: fall back to the default text */
  }
  return undefined;
}

/** GET /api/admin/export (the CSV the api writes), saved as team-progress-{YYYY-MM-DD}.csv. */
export function useExportCsv(now: () => Date = () => new Date()) {
  const [pending, setPending] = useState(false);
  const exportCsv = useCallback(async () => {
    setPending(true);
    try {
      const res = await fetch(EXPORT_PATH, { credentials: 'same-origin', headers: { accept: 'text/csv' } });
      if (!res.ok) throw new HttpError(res.status, await res.text(), res.statusText);
      saveBlob(await res.blob(), exportFileName(now()));
      toast({ title: currentIntl().formatMessage(m.success) });
    } catch (error) {
      console.error('Export failed', error);
      const intl = currentIntl();
      toast({ title: intl.formatMessage(m.failed), description: serverMessage(error) ?? intl.formatMessage(m.defaultFailure), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }, [now]);
  return { exportCsv, pending };
}
