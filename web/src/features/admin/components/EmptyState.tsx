import type { ReactNode } from 'react';
import * as styles from './AdminDashboard.css.ts';

/** A quiet box for an empty list: the product's text (docs/PRODUCT.md), and optionally a hint of what to do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children && <p className={styles.emptyText}>{children}</p>}
    </div>
  );
}
