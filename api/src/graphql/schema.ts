import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { TeamResolver } from '../modules/teams/teams.resolver.js';
import { PhaseDataResolver } from '../modules/phase-data/phase-data.resolver.js';
import { CohortResolver } from '../modules/cohorts/cohorts.resolver.js';
import { ShowcaseResolver } from '../modules/showcase/showcase.resolver.js';
import { ResultRowResolver } from '../modules/showcase/result-row.resolver.js';
import { CohortRevealResolver, CohortStatusRevealResolver, RevealResolver } from '../modules/cohorts/reveal.resolver.js';
import { VotingProgressQueryResolver, VotingProgressResolver } from '../modules/showcase/voting-progress.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { busOnlyPubSub } from './live.js';
import { ConfigsResolver } from '../modules/configs/configs.resolver.js';
import { JobsResolver } from '../jobs/jobs.resolver.js';
import { FeedbackResolver, TeamFeedbackResolver } from '../modules/feedback/feedback.resolver.js';
import { authChecker } from '../auth/auth-checker.js';
import { AgendaResolver } from '../modules/agenda/agenda.resolver.js';
import { JudgingResolver } from '../modules/judging/judging.resolver.js';
import { SessionResolver, TeamEditsResolver } from '../modules/session/session.resolver.js';
import { PrivacyResolver } from '../modules/privacy/privacy.resolver.js';

let built: Promise<GraphQLSchema> | null = null;

/** The schema, built once from the resolvers (schema.graphql at the root is its printout). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [
      AuthResolver,
      TeamResolver,
      PhaseDataResolver,
      ConfigsResolver,
      CohortResolver,
      ShowcaseResolver,
      ResultRowResolver,
      VotingProgressResolver,
      VotingProgressQueryResolver,
      CohortRevealResolver,
      CohortStatusRevealResolver,
      RevealResolver,
      AuditResolver,
      JobsResolver,
      FeedbackResolver,
      TeamFeedbackResolver,
      AgendaResolver,
      JudgingResolver,
      SessionResolver,
      TeamEditsResolver,
      PrivacyResolver,
    ],
    validate: false,
    // Access is declared with @Authorized('ADMIN' | 'STAFF' | 'TEAM') and decided here.
    authChecker,
    // Live events have one way in, the EventBus: every subscription brings its own subscribe
    // function (live.ts). type-graphql insists on a PubSub all the same; this one refuses topics.
    pubSub: busOnlyPubSub,
  });
  return built;
}
