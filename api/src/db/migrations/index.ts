import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122Initial } from './Migration20261122_initial.js';
import { Migration20261122Audit } from './Migration20261122_audit.js';
import { Migration20261123PhaseDocs } from './Migration20261123_phase_docs.js';
import { Migration20261123CommitDeadline } from './Migration20261123_commit_deadline.js';
import { Migration20261123RevealStage } from './Migration20261123_reveal_stage.js';
import { Migration20261123Feedback } from './Migration20261123_feedback.js';
import { Migration20261125Agenda } from './Migration20261125_agenda.js';
import { Migration20261125Judging } from './Migration20261125_judging.js';
import { Migration20261125SigningKey } from './Migration20261125_signing_key.js';
import { Migration20261126SettledXid } from './Migration20261126_settled_xid.js';
import { Migration20261126Session } from './Migration20261126_session.js';
import { Migration20261127CohortLanguage } from './Migration20261127_cohort_language.js';
import { Migration20261127PhaseDocTail } from './Migration20261127_phase_doc_tail.js';
import { Migration20261128ChainLink } from './Migration20261128_chain_link.js';
import { Migration20261128SessionEdits } from './Migration20261128_session_edits.js';
import { Migration20261207SessionEditRepeats } from './Migration20261207_session_edit_repeats.js';
import { Migration20261128SessionMarkPosition } from './Migration20261128_session_mark_position.js';
import { Migration20261128Privacy } from './Migration20261128_privacy.js';

/** A static list: the migrator's own dynamic import of .ts files fails under vitest. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122_initial', class: Migration20261122Initial },
  { name: 'Migration20261122_audit', class: Migration20261122Audit },
  { name: 'Migration20261123_phase_docs', class: Migration20261123PhaseDocs },
  { name: 'Migration20261123_commit_deadline', class: Migration20261123CommitDeadline },
  { name: 'Migration20261123_reveal_stage', class: Migration20261123RevealStage },
  { name: 'Migration20261123_feedback', class: Migration20261123Feedback },
  { name: 'Migration20261125_agenda', class: Migration20261125Agenda },
  { name: 'Migration20261125_judging', class: Migration20261125Judging },
  { name: 'Migration20261125_signing_key', class: Migration20261125SigningKey },
  { name: 'Migration20261126_settled_xid', class: Migration20261126SettledXid },
  { name: 'Migration20261126_session', class: Migration20261126Session },
  { name: 'Migration20261127_cohort_language', class: Migration20261127CohortLanguage },
  { name: 'Migration20261127_phase_doc_tail', class: Migration20261127PhaseDocTail },
  { name: 'Migration20261128_chain_link', class: Migration20261128ChainLink },
  { name: 'Migration20261128_session_edits', class: Migration20261128SessionEdits },
  { name: 'Migration20261128_session_mark_position', class: Migration20261128SessionMarkPosition },
  { name: 'Migration20261128_privacy', class: Migration20261128Privacy },
  { name: 'Migration20261207_session_edit_repeats', class: Migration20261207SessionEditRepeats },
];
