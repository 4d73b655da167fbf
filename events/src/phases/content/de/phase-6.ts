import type { PhaseConfig } from '../../schema.js';

/**
 * The visual styles in German, keyed by the visual_style option's value, which stays English
 * (stored answers never change with the language): the card title and the card text.
 */
const VISUAL_STYLES: Readonly<Record<string, { readonly label: string; readonly description: string }>> = {
  'Clean & Minimalist': {
    label: 'Klar & minimalistisch',
    description: 'Viel Weißraum, eine zurückhaltende Farbpalette und schlichte Typografie, die das Produkt für sich sprechen lässt.',
  },
  'Organic & Natural': {
    label: 'Organisch & natürlich',
    description: 'Erdige Töne, weiche Texturen und handgemachte Details, die warm, ehrlich und nachhaltig wirken.',
  },
  'Bold & Dynamic': {
    label: 'Kraftvoll & dynamisch',
    description: 'Starke Kontraste, große Schrift und energiegeladene Formen für eine Marke, die auffallen will.',
  },
  'Elegant & Sensual': {
    label: 'Elegant & sinnlich',
    description: 'Edle Typografie, satte Farben und sorgfältige Details für ein hochwertiges, persönliches Gefühl.',
  },
  'Playful & Vibrant': {
    label: 'Verspielt & lebendig',
    description: 'Leuchtende Farben, runde Formen und eine Portion Humor für eine freundliche, nahbare Marke.',
  },
};

/** Card texts for the visual_style options in German, keyed like the English VISUAL_STYLE_DESCRIPTIONS. */
export const VISUAL_STYLE_DESCRIPTIONS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(VISUAL_STYLES).map(([value, style]) => [value, style.description])),
);

/** The voice personas: the value stays English, the label is German. */
const VOICE_PERSONAS: readonly { readonly value: string; readonly label: string }[] = [
  { value: 'The Trusted Expert (calm, precise, evidence-led)', label: 'Der vertrauenswürdige Experte (ruhig, präzise, faktenbasiert)' },
  { value: 'The Friendly Guide (warm, encouraging, jargon-free)', label: 'Der freundliche Begleiter (herzlich, ermutigend, ohne Fachjargon)' },
  { value: 'The Bold Challenger (confident, direct, a little provocative)', label: 'Der mutige Herausforderer (selbstbewusst, direkt, ein wenig provokant)' },
  {
    value: 'The Creative Storyteller (imaginative, vivid, emotionally engaging)',
    label: 'Der kreative Geschichtenerzähler (fantasievoll, bildhaft, emotional mitreißend)',
  },
  { value: 'The Caring Companion (gentle, reassuring, empathetic)', label: 'Der fürsorgliche Wegbegleiter (sanft, beruhigend, einfühlsam)' },
];

export const phase6: PhaseConfig = {
  phase: 6,
  title: 'Media-Kit & Markenelemente',
  estimatedTime: '60–75 Minuten',
  intro:
    'Eine Marke ist die Summe der Signale, die Kunden auf einen Blick zeigen, für wen du da bist und ob sie dir vertrauen können. In dieser Phase triffst du mit deinem Team drei Entscheidungen: einen visuellen Stil, eine Markenpersönlichkeit und eine Farbpalette. Der Prompt macht daraus, zusammen mit deinem Angebot und deinem Produkt-Briefing, ein Media-Kit: Markenrichtlinien, wiederverwendbare Texte und Bild-Prompts zum Erzeugen von Visuals.',
  decisionBoxContent: {
    title: 'Drei Markenentscheidungen',
    subtitle: 'Entscheide für deine Kunden, nicht nach deinem eigenen Geschmack',
    sections: [
      {
        number: 1,
        title: 'Visueller Stil',
        items: [
          { label: 'Passung', content: 'Wähle den Stil, dem deine Zielkunden bei verwandten Produkten bereits vertrauen.' },
          {
            label: 'Abgrenzung',
            content: 'Schau in deine Wettbewerbsmatrix: Wenn du anders aussiehst als der Marktführer, bleibst du eher in Erinnerung.',
          },
        ],
      },
      {
        number: 2,
        title: 'Markenpersönlichkeit',
        items: [
          { label: 'Wer spricht?', content: 'Stell dir die Marke als Person vor, die mit deinen Kunden redet. Wie würde sie klingen?' },
          { label: 'Beständigkeit', content: 'Dieselbe Stimme muss auf der Website, in E-Mails und in der Antwort auf eine Beschwerde funktionieren.' },
        ],
      },
      {
        number: 3,
        title: 'Farbpalette',
        items: [
          { label: 'Primärfarbe', content: 'Die Farbe, die man mit dir verbinden soll; sie wird für Buttons und wichtige Hervorhebungen verwendet.' },
          {
            label: 'Barrierefreiheit',
            content: 'Text auf deinen Farben muss lesbar bleiben: Ziel ist ein Kontrastverhältnis von mindestens 4,5:1.',
          },
        ],
      },
    ],
    action: {
      title: 'Deine Aufgabe in dieser Phase',
      items: [
        'Stimm mit deinem Team über einen visuellen Stil und eine Markenpersönlichkeit ab.',
        'Wähle mit den Farbwählern eine Primärfarbe (und optional zwei weitere).',
        'Starte den Prompt und erzeuge dann mit den Bild-Prompts, die er dir liefert, zwei oder drei Bilder.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Wähle den visuellen Stil und die Markenpersönlichkeit', time: '15 Min.' },
    {
      step: 2,
      action: 'Wähle deine Farben',
      time: '10 Min.',
      details: {
        title: 'Schnell eine Farbpalette finden',
        steps: [
          'Sammle drei bis fünf Screenshots von Marken, die deine Kunden mögen.',
          'Wähle eine Primärfarbe, die keiner deiner direkten Wettbewerber verwendet.',
          'Prüfe den Kontrast mit einem kostenlosen Kontrast-Checker, bevor du dich festlegst.',
        ],
      },
    },
    { step: 3, action: 'Ergänze Markenwerte und alles, was du vermeiden willst, und starte dann den Prompt', time: '15 Min.' },
    { step: 4, action: 'Erzeuge Logo-Ideen und Bilder mit den Prompts aus dem Media-Kit', time: '20–30 Min.' },
  ],
  fields: [
    {
      id: 'visual_style',
      label: 'Visueller Stil',
      type: 'select',
      options: Object.entries(VISUAL_STYLES).map(([value, style]) => ({ value, label: style.label })),
      required: true,
      help: 'Der Gesamteindruck deiner Marke.',
      tooltip: 'Jede Karte beschreibt die Wirkung, die der Stil erzeugt. Wähle den, dem deine Kunden vertrauen würden.',
    },
    {
      id: 'voice_persona',
      label: 'Markenpersönlichkeit',
      type: 'select',
      options: VOICE_PERSONAS.map(({ value, label }) => ({ value, label })),
      required: true,
      help: 'Wie deine Marke klingt, wenn sie spricht.',
      tooltip: 'Lies einen Satz deines Angebots in jeder dieser Stimmen laut vor und wähle die, die passt.',
    },
    {
      id: 'primary_color',
      label: 'Primärfarbe',
      type: 'color',
      placeholder: '#2E7D32',
      required: true,
      help: 'Hex-Farbwert, z. B. #2E7D32. Wird für Buttons und wichtige Hervorhebungen verwendet.',
      tooltip: 'Deine markanteste Farbe.',
    },
    {
      id: 'secondary_color',
      label: 'Sekundärfarbe',
      type: 'color',
      placeholder: '#F5F0E6',
      required: false,
      help: 'Hex-Farbwert für Hintergründe und große Flächen.',
      tooltip: 'Meist eine ruhige, helle oder neutrale Farbe.',
    },
    {
      id: 'accent_color',
      label: 'Akzentfarbe',
      type: 'color',
      placeholder: '#FF8F00',
      required: false,
      help: 'Hex-Farbwert, sparsam eingesetzt, um Aufmerksamkeit zu lenken.',
      tooltip: 'Nutze sie für Badges, Hervorhebungen und gelegentlich für einen Call-to-Action.',
    },
    {
      id: 'brand_values',
      label: 'Markenwerte',
      type: 'textarea',
      placeholder: 'z. B. Ehrlich, woher das Essen kommt; praktisch statt belehrend; regional zuerst',
      required: false,
      help: 'Drei bis fünf Werte, die die Marke ausdrücken soll.',
      tooltip: 'Gute Werte schließen etwas aus. „Qualität“ schließt nichts aus.',
    },
    {
      id: 'tagline_ideas',
      label: 'Ideen für den Slogan',
      type: 'text',
      placeholder: 'z. B. Gutes Essen, kein Abfall, jeden Montag',
      required: false,
      help: 'Alle Slogan-Entwürfe, die dem Team gefallen.',
      tooltip: 'Der Assistent verfeinert sie und schlägt Alternativen vor.',
    },
    {
      id: 'avoid',
      label: 'Was du vermeiden willst',
      type: 'textarea',
      placeholder: 'z. B. Klischees mit grünen Blättern, Stockfotos von lächelnden Büroangestellten, Schuldgefühle wegen Lebensmittelverschwendung',
      required: false,
      help: 'Stile, Wörter oder Bilder, die sich für deine Marke falsch anfühlen würden.',
      tooltip: 'Wenn du Klischees früh benennst, bleiben die erzeugten Assets originell.',
    },
  ],
  promptTemplate: `# Rolle
Du bist Markenstratege und Art Director und entwickelst Media-Kits für Startups in der Frühphase. Du machst Markenentscheidungen so konkret, dass jeder anhand deiner Richtlinien passende Texte und Visuals erstellen kann.

# Kontext
- Startup: {{phase1.company_name}}
- Zielkunde: {{phase3.target_customer}}
- Hero-Angebot: {{phase5.hero_offer}}
- Positionierung: {{phase2.differentiation_hypothesis}}
{{#if phase4.customer_outcome}}- Ergebnis, für das die Kunden bezahlen: {{phase4.customer_outcome}}
{{/if}}
# Markenentscheidungen
- Visueller Stil: {{visual_style}}
- Markenpersönlichkeit: {{voice_persona}}
- Primärfarbe: {{primary_color}}
{{#if secondary_color}}- Sekundärfarbe: {{secondary_color}}
{{/if}}{{#if accent_color}}- Akzentfarbe: {{accent_color}}
{{/if}}{{#if brand_values}}- Markenwerte: {{brand_values}}
{{/if}}{{#if tagline_ideas}}- Ideen für den Slogan: {{tagline_ideas}}
{{/if}}{{#if avoid}}- Vermeiden: {{avoid}}
{{/if}}
# Aufgabe
Erstelle ein Media-Kit für {{phase1.company_name}}:
1. Markenkern: ein einzeiliges Markenversprechen, drei Persönlichkeitsmerkmale und die Markenwerte{{#if brand_values}}, weiterentwickelt aus unseren{{/if}}.
2. Farbpalette: {{#if secondary_color}}baue auf unseren Farben auf{{else}}vervollständige die Palette ausgehend von unserer Primärfarbe{{/if}}, mit Hex-Codes, einem Namen und einer Verwendungsregel für jede Farbe sowie neutralen Text- und Hintergrundfarben. Gib das Kontrastverhältnis von Text auf jeder Farbe an und korrigiere jede Kombination unter 4,5:1.
3. Typografie: eine Schrift für Überschriften und eine für Fließtext (kostenlose Google Fonts), Größen für H1–H3 und Fließtext, und warum sie zum Stil „{{visual_style}}“ passen.
4. Stimme und Tonalität: Beschreibe, wie die Markenpersönlichkeit in der Praxis klingt, mit fünf Dos und fünf Don'ts, und formuliere den Pitch unseres Hero-Angebots in dieser Stimme neu.
5. Textbausteine: drei Slogan-Optionen{{#if tagline_ideas}} (verbessere unsere){{/if}}, eine Unternehmensbeschreibung mit 50 und eine mit 150 Wörtern, drei Social-Media-Bios (LinkedIn, Instagram, X) und einen kurzen Pressetext über das Unternehmen (Boilerplate).
6. Logo-Richtung: drei klar unterschiedliche Logo-Konzepte in Worten beschrieben, jeweils mit einem Prompt für einen KI-Bildgenerator.
7. Bild-Prompts: sechs sofort nutzbare Prompts für einen KI-Bildgenerator (Hero-Bild, Produktfoto, Kunde im Einsatz, Hintergrund für Social-Media-Posts, Team-/Über-uns-Bild, Icon-Set), alle im Stil „{{visual_style}}“ und mit unserer Farbpalette.
8. Eine einseitige Checkliste der Assets, die vor dem Launch erstellt werden müssen.

# Ausgabeformat
Ein Markdown-Dokument auf Deutsch mit dem Titel „Media-Kit: {{phase1.company_name}}“, mit nummerierten Abschnitten entsprechend der Aufgabe. Stelle die Farbpalette als Tabelle dar (Name, Hex, Verwendung, Textfarbe darauf, Kontrastverhältnis) und setze jeden Bild-Prompt in einen eigenen Codeblock, damit er sich direkt kopieren lässt.`,
  expectedOutput: {
    fileCreated: 'media-kit.md',
    whyItMatters:
      'Ein einheitlicher Look und eine einheitliche Stimme lassen auch ein winziges Startup vertrauenswürdig wirken. Mit dem Media-Kit kann jedes Teammitglied und jedes KI-Tool, das du nutzt, Texte und Visuals erstellen, die wie eine Marke wirken statt wie fünf.',
    nextSteps:
      'Erzeuge mit den Bild-Prompts deinen Logo-Entwurf und zwei oder drei zentrale Bilder und halte Farbpalette und Schriften griffbereit. In Phase 7 gibst du all das einem KI-Website-Builder.',
  },
  instructions: [
    'Speichere das Media-Kit als media-kit.md und lege erzeugte Bilder in einem gemeinsamen Asset-Ordner ab.',
    'Prüfe die Kontrastverhältnisse in der Farbtabelle, bevor du Farben für Text verwendest.',
    'Wähl mit deinem Team einen Slogan und eine Unternehmensbeschreibung als offizielle Versionen aus.',
  ],
};
