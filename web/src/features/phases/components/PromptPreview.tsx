import { useEffect, useRef, useState } from 'react';
import { COPIED_STATE_MS, PROMPT_FILE_NAME } from '@fit/events/shared/constants';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { toast } from '../../../lib/toast.ts';
import { saveBlob } from '../../../lib/download.ts';
import * as styles from './PromptPreview.css.ts';

function download(text: string) {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), PROMPT_FILE_NAME);
}

/** The live AI Prompt Preview (max height 24rem, scrolls) with Copy and Download. */
export function PromptPreview({ prompt }: { prompt: string }) {
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
      toast({ title: 'Prompt copied!', description: 'The prompt has been copied to your clipboard.' });
    } catch {
      toast({ title: 'Failed to copy', description: 'Could not copy prompt to clipboard.', variant: 'destructive' });
    }
  }

  return (
    <Card
      title="AI Prompt Preview"
      subtitle="Updates as you type. Copy it into your AI assistant."
      actions={
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={copy} aria-live="polite">
            {copied ? 'Copied!' : 'Copy'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              download(prompt);
              toast({ title: 'Prompt downloaded!', description: 'The prompt has been saved as prompt.txt.' });
            }}
          >
            Download
          </Button>
        </div>
      }
    >
      <pre className={styles.preview} tabIndex={0} aria-label="AI prompt preview" data-testid="prompt-preview">
        {prompt}
      </pre>
    </Card>
  );
}
