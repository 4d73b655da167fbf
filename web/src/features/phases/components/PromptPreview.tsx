import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { COPIED_STATE_MS, PROMPT_FILE_NAME } from '@fit/events/shared/constants';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { toast } from '../../../lib/toast.ts';
import { saveBlob } from '../../../lib/download.ts';
import * as styles from './PromptPreview.css.ts';

const m = defineMessages({
  title: { id: 'phases.prompt.title', defaultMessage: 'AI Prompt Preview' },
  subtitle: { id: 'phases.prompt.subtitle', defaultMessage: 'Updates as you type. Copy it into your AI assistant.' },
  label: { id: 'phases.prompt.label', defaultMessage: 'AI prompt preview' },
  copied: { id: 'phases.prompt.copiedToast', defaultMessage: 'Prompt copied!' },
  copiedText: { id: 'phases.prompt.copiedToastText', defaultMessage: 'The prompt has been copied to your clipboard.' },
  copyFailed: { id: 'phases.prompt.copyFailed', defaultMessage: 'Failed to copy' },
  copyFailedText: { id: 'phases.prompt.copyFailedText', defaultMessage: 'Could not copy prompt to clipboard.' },
  downloaded: { id: 'phases.prompt.downloadedToast', defaultMessage: 'Prompt downloaded!' },
});

function download(text: string) {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), PROMPT_FILE_NAME);
}

/** The live AI Prompt Preview (max height 24rem, scrolls) with Copy and Download. */
export function PromptPreview({ prompt }: { prompt: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(prompt);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
      toast({ title: intl.formatMessage(m.copied), description: intl.formatMessage(m.copiedText) });
    } catch {
      toast({ title: intl.formatMessage(m.copyFailed), description: intl.formatMessage(m.copyFailedText), variant: 'destructive' });
    }
  }

  return (
    <Card
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(m.subtitle)}
      actions={
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={copy} aria-live="polite">
            {copied ? <FormattedMessage id="phases.prompt.copiedButton" defaultMessage="Copied!" /> : <FormattedMessage id="phases.prompt.copy" defaultMessage="Copy" />}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              download(prompt);
              toast({
                title: intl.formatMessage(m.downloaded),
                description: intl.formatMessage(
                  { id: 'phases.prompt.downloadedToastText', defaultMessage: 'The prompt has been saved as {file}.' },
                  { file: PROMPT_FILE_NAME },
                ),
              });
            }}
          >
            <FormattedMessage id="phases.prompt.download" defaultMessage="Download" />
          </Button>
        </div>
      }
    >
      <pre className={styles.preview} tabIndex={0} aria-label={intl.formatMessage(m.label)} data-testid="prompt-preview">
        {prompt}
      </pre>
    </Card>
  );
}
