export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './clock.js';
export {
  agendaDeciderFor,
  evolveAgenda,
  parseAgendaItems,
  parseAnnouncement,
  shortenLater,
  MAX_AGENDA_ITEMS,
  MAX_ITEM_MINUTES,
  MAX_EXTEND_MINUTES,
  MIN_ITEM_MS,
  BRING_NOTICE_SECONDS,
  MAX_BRING_NOTICE_SECONDS,
  MAX_ANNOUNCEMENT_LENGTH,
  MAX_ANNOUNCEMENTS,
} from './decide.js';
