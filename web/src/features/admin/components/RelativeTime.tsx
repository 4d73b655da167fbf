import { useIntl } from 'react-intl';
import { Tooltip } from '../../../components/ui/Tooltip/Tooltip.tsx';

const HOUR_MS = 3_600_000;

/**
 * Relative time ('3 hours ago', docs/PRODUCT.md#admin) in the page's language: 'Less than an hour
 * ago', then whole hours, then whole days; the exact date and time in a tooltip (focusable for keyboards).
 */
export function RelativeTime({ at, now, className }: { at: string; now: Date; className?: string }) {
  const intl = useIntl();
  const date = new Date(at);
  const valid = !Number.isNaN(date.getTime());
  const full = valid ? intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' }) : at;
  const hours = Math.floor((now.getTime() - date.getTime()) / HOUR_MS);
  const text = !valid
    ? at
    : hours < 1
      ? intl.formatMessage({ id: 'admin.time.lessThanAnHour', defaultMessage: 'Less than an hour ago' })
      : hours < 24
        ? intl.formatRelativeTime(-hours, 'hour')
        : intl.formatRelativeTime(-Math.floor(hours / 24), 'day');
  return (
    <Tooltip content={full}>
      <time dateTime={at} tabIndex={0} className={className}>
        {text}
      </time>
    </Tooltip>
  );
}
