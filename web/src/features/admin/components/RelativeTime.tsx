import { relativeTime } from '@fit/events/shared/progress';
import { Tooltip } from '../../../components/ui/Tooltip/Tooltip.tsx';

const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Relative time ('3 hours ago', docs/PRODUCT.md#admin), with the exact date and time in a tooltip (focusable for keyboards). */
export function RelativeTime({ at, now, className }: { at: string; now: Date; className?: string }) {
  const date = new Date(at);
  const full = Number.isNaN(date.getTime()) ? at : exact.format(date);
  return (
    <Tooltip content={full}>
      <time dateTime={at} tabIndex={0} className={className}>
        {relativeTime(at, now)}
      </time>
    </Tooltip>
  );
}
