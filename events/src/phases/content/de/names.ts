/**
 * The phase list's texts in this language (names.ts has the English): what the landing page
 * and the navigation show. Apart from the configs so the web app can load them alone.
 */
import type { PhaseTexts } from '../../translation.js';

export const phases: readonly PhaseTexts[] = [
  {
    name: 'Marktrecherche',
    teamListName: 'Marktrecherche',
    landingTitle: 'Markt- & Wettbewerbsrecherche',
    summary:
      'Schätze die Größe des Marktes, in den du einsteigst, finde heraus, wer ihn bereits bedient und wohin sich die Nachfrage bewegt, damit jede spätere Entscheidung auf Belegen beruht statt auf Bauchgefühl.',
  },
  {
    name: 'Wettbewerbsanalyse',
    teamListName: 'Wettbewerber',
    landingTitle: 'Aufbau der Wettbewerbsmatrix',
    summary:
      'Stell deine engsten Wettbewerber nach Preis, Versprechen, Zielgruppe und Schwächen nebeneinander, um die Lücke sichtbar zu machen, die dein Startup besetzen kann.',
  },
  {
    name: 'Hintergrundrecherche',
    teamListName: 'Hintergrundrecherche',
    landingTitle: 'Hintergrundrecherche: Deep Research',
    summary: 'Lass eine Deep Research zu deinen Zielkunden und ihrem Problem laufen und prüfe deine riskantesten Annahmen, bevor du irgendetwas baust.',
  },
  {
    name: 'Hero-Angebot gestalten',
    teamListName: 'Hero-Angebot gestalten',
    landingTitle: 'Hero-Angebot entwerfen & auswählen',
    summary: 'Entwirf mehrere Angebote, bewerte sie anhand dessen, was du gelernt hast, und leg dich auf das eine Hero-Angebot fest, mit dem du an den Markt gehst.',
  },
  {
    name: 'Briefing erstellen',
    teamListName: 'Briefing erstellen',
    landingTitle: 'Produktdesign & Feature-Definition',
    summary:
      'Mach aus dem Hero-Angebot ein Produkt-Briefing: die zentrale Customer Journey, die wenigen Features, auf die es beim Launch ankommt, und was bewusst weggelassen wird.',
  },
  {
    name: 'Umsetzung',
    teamListName: 'Umsetzung',
    landingTitle: 'Media-Kit & Markenelemente',
    summary: 'Wähle einen visuellen Stil, eine Markenstimme und eine Farbpalette und erstelle das Media-Kit, das deine Website und dein Launch verwenden werden.',
  },
  {
    name: 'KI-Agent einrichten',
    teamListName: 'KI-Agent einrichten',
    landingTitle: 'Website & digitale Präsenz',
    summary: 'Gib einem KI-Website-Builder alles mit, was du bisher entschieden hast, und bring eine Live-Landingpage mit einem klaren Call-to-Action online.',
  },
  {
    name: 'Abschluss-Review',
    teamListName: 'Abschluss-Review',
    landingTitle: 'Launch-Strategie & Go-to-Market',
    summary:
      'Plane die ersten Wochen nach dem Launch: Kanäle, ein messbares Ziel, ein Launch-Angebot und die Kennzahlen, die du auswertest, und reiche dann deine Website beim Showcase ein.',
  },
];

export { VISUAL_STYLE_DESCRIPTIONS as visualStyles } from './phase-6.js';
