import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Dialog.css.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Without it the dialog can only be left through its own choices. */
  dismissible?: boolean;
}

export function Dialog({ open, onOpenChange, title, description, children, dismissible = true }: DialogProps) {
  const intl = useIntl();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={dismissible ? undefined : (e) => e.preventDefault()}
          onPointerDownOutside={dismissible ? undefined : (e) => e.preventDefault()}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          {children}
          {dismissible && (
            <RadixDialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'components.dialog.close', defaultMessage: 'Close' })}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
