import { graphql } from '../../../gql/index.ts';

/** The instructor's pace panel: active cohorts and every team's phase (kept live by the dashboard's team feed). */
export const PaceRoomQuery = graphql(`
  query PaceRoom {
    cohorts(archived: false) {
      tag
      name
    }
    teams {
      id
      name
      currentPhase
      cohortTag
      submittedWebsiteUrl
    }
  }
`);
