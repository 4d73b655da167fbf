declare module 'virtual:fit-messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  import type { PhaseTexts } from '@fit/events/phases/translation';
  export const messages: Record<string, MessageFormatElement[]>;
  export const phases: readonly PhaseTexts[];
  export const visualStyles: Readonly<Record<string, string>>;
}
