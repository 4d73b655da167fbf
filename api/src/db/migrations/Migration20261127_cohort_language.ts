import { Migration } from '@mikro-orm/migrations';

/**
 * A cohort's language (CohortLanguageChanged): the language its teams' pages start in for a
 * member who has not chosen one; null (every cohort before this migration) leaves it to each
 * browser's preferred languages.
 */
export class Migration20261127CohortLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table cohorts add column language text;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table cohorts drop column language;`);
  }
}
