import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LOCALES, LOCALE_NAMES, isLocale } from '@fit/events/i18n';
import { useLanguage } from './I18nProvider.tsx';
import { srOnly } from '../styles/a11y.css.ts';
import * as styles from './LanguageMenu.css.ts';

/**
 * The language menu on every page: a native select (keyboard, screen readers and phones handle
 * it as they do any select), each language named in itself. The choice is kept in this browser.
 */
export function LanguageMenu() {
  const intl = useIntl();
  const { locale, choose } = useLanguage();
  return (
    <label className={styles.menu}>
      <Languages size={16} aria-hidden="true" />
      <span className={srOnly}>{intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' })}</span>
      <select
        className={styles.select}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) choose(e.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
