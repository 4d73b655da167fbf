export type FeedbackState =
  { exists: false } | { exists: true; threadId: string; teamId: string; phaseNumber: number; fieldId: string | null; resolved: boolean; messages: number };
