import { graphql } from '../../../gql/index.ts';

export const ResumeAgendaMutation = graphql(`
  mutation ResumeAgenda($tag: String!) {
    resumeAgenda(tag: $tag) {
      ...AgendaFields
    }
  }
`);
