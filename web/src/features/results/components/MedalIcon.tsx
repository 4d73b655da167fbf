import { Medal } from 'lucide-react';
import { medalOf } from './labels.ts';
import * as styles from './Results.css.ts';

/**
 * The medal of a rank (1–3) as an SVG, not an emoji that shows as an empty box without an emoji
 * font. Decorative: the place or rank is always written next to it.
 */
export function MedalIcon({ rank, size }: { rank: number; size: number }) {
  const medal = medalOf(rank);
  if (!medal) return null;
  return <Medal className={styles.medalColour[medal]} size={size} strokeWidth={2} aria-hidden="true" focusable="false" data-medal={medal} />;
}
