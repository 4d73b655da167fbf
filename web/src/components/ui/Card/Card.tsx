import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css.ts';

type CardProps = HTMLAttributes<HTMLElement> & {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
};

/** A titled surface; with a title it is a labelled region. */
export function Card({ title, subtitle, actions, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      {(title || actions) && (
        <div className={styles.header}>
          <div>
            {title && <Heading className={styles.title}>{title}</Heading>}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
