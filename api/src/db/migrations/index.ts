import type { MigrationObject } from '@mikro-orm/core';

/**
 * The schema's migrations, in the order they run, each loaded only when migrating: the migrator
 * (@mikro-orm/migrations, umzug and its command-line kit, about 2.5 MiB of heap) is loaded by the
 * process that migrates, not by every API process of a cluster, whose setup process migrated
 * before they started. An explicit list: the migrator's own dynamic import of .ts files fails
 * under vitest.
 */
const MIGRATIONS: readonly (readonly [name: string, load: () => Promise<MigrationObject['class']>])[] = [
  ['Migration20261122_initial', async () => (await import('./Migration20261122_initial.js')).Migration20261122Initial],
  ['Migration20261122_audit', async () => (await import('./Migration20261122_audit.js')).Migration20261122Audit],
  ['Migration20261123_phase_docs', async () => (await import('./Migration20261123_phase_docs.js')).Migration20261123PhaseDocs],
  ['Migration20261123_commit_deadline', async () => (await import('./Migration20261123_commit_deadline.js')).Migration20261123CommitDeadline],
  ['Migration20261123_reveal_stage', async () => (await import('./Migration20261123_reveal_stage.js')).Migration20261123RevealStage],
  ['Migration20261123_feedback', async () => (await import('./Migration20261123_feedback.js')).Migration20261123Feedback],
  ['Migration20261125_agenda', async () => (await import('./Migration20261125_agenda.js')).Migration20261125Agenda],
  ['Migration20261125_judging', async () => (await import('./Migration20261125_judging.js')).Migration20261125Judging],
  ['Migration20261125_signing_key', async () => (await import('./Migration20261125_signing_key.js')).Migration20261125SigningKey],
  ['Migration20261126_settled_xid', async () => (await import('./Migration20261126_settled_xid.js')).Migration20261126SettledXid],
  ['Migration20261126_session', async () => (await import('./Migration20261126_session.js')).Migration20261126Session],
  ['Migration20261127_cohort_language', async () => (await import('./Migration20261127_cohort_language.js')).Migration20261127CohortLanguage],
  ['Migration20261127_phase_doc_tail', async () => (await import('./Migration20261127_phase_doc_tail.js')).Migration20261127PhaseDocTail],
  ['Migration20261128_chain_link', async () => (await import('./Migration20261128_chain_link.js')).Migration20261128ChainLink],
  ['Migration20261128_session_edits', async () => (await import('./Migration20261128_session_edits.js')).Migration20261128SessionEdits],
  ['Migration20261128_session_mark_position', async () => (await import('./Migration20261128_session_mark_position.js')).Migration20261128SessionMarkPosition],
  ['Migration20261128_privacy', async () => (await import('./Migration20261128_privacy.js')).Migration20261128Privacy],
  ['Migration20261207_session_edit_repeats', async () => (await import('./Migration20261207_session_edit_repeats.js')).Migration20261207SessionEditRepeats],
];

/** The name of every migration, in order (what the readiness check looks for in the database). */
export const migrationNames: readonly string[] = MIGRATIONS.map(([name]) => name);

/** Every migration with its class, for the migrator. */
export const loadMigrations = (): Promise<MigrationObject[]> => Promise.all(MIGRATIONS.map(async ([name, load]) => ({ name, class: await load() })));
