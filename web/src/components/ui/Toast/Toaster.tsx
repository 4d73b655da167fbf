import * as Toast from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import { directionOf } from '@fit/events/i18n';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';
import { dismissToast, useCurrentToast } from '../../../lib/toast.ts';
import * as styles from './Toast.css.ts';

/** Renders the single current toast (lib/toast.ts) through Radix Toast. Mount once per screen tree. */
export function Toaster() {
  const current = useCurrentToast();
  const intl = useIntl();
  // The toasts sit at the inline end (bottom right, bottom left in Arabic) and swipe away towards it.
  const rtl = directionOf(useLanguage().locale) === 'rtl';
  return (
    <Toast.Provider swipeDirection={rtl ? 'left' : 'right'} duration={5000}>
      {current && (
        <Toast.Root
          key={current.id}
          className={styles.root[current.variant]}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          data-variant={current.variant}
        >
          <Toast.Title className={styles.title}>{current.title}</Toast.Title>
          {current.description && <Toast.Description className={styles.description}>{current.description}</Toast.Description>}
          <Toast.Close className={styles.close} aria-label={intl.formatMessage({ id: 'components.toast.close', defaultMessage: 'Close' })}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
