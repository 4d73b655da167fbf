import type { DecisionBoxContent } from '@fit/events/phases/schema';
import { Card } from '../../../components/ui/Card/Card.tsx';
import * as styles from './Guidance.css.ts';

/** The optional decision box: numbered sections of label/content items and an action list. */
export function DecisionBox({ content }: { content: DecisionBoxContent }) {
  return (
    <Card title={content.title} subtitle={content.subtitle}>
      <div className={styles.sections}>
        {content.sections.map((section) => (
          <section key={section.number} className={styles.section}>
            <h3 className={styles.sectionTitle}>
              <span className={styles.number} aria-hidden="true">
                {section.number}
              </span>
              <span>
                <span className={styles.srOnly}>{section.number}. </span>
                {section.title}
              </span>
            </h3>
            <dl className={styles.items}>
              {section.items.map((item) => (
                <div key={item.label}>
                  <dt className={styles.itemLabel}>{item.label}</dt>
                  <dd className={styles.itemContent}>{item.content}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className={styles.action}>
        <h3 className={styles.sectionTitle}>{content.action.title}</h3>
        <ul className={styles.list}>
          {content.action.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
