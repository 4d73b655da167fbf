import type { PhaseConfig } from '../../schema.js';

export const phase1: PhaseConfig = {
  phase: 1,
  title: 'Markt- & Wettbewerbsrecherche',
  estimatedTime: '45–60 Minuten',
  intro:
    'Bevor du irgendetwas gestaltest, finde heraus, ob es den Markt, den du im Kopf hast, wirklich gibt, wie groß er ist und wer ihn bereits bedient. In dieser Phase beschreibst du deine Idee in einfachen Worten und lässt einen KI-Rechercheassistenten einen ersten Marktbericht erstellen. Betrachte den Bericht als Landkarte, nicht als das Gelände selbst: Er zeigt dir, wo du genauer hinschauen musst, und jede Zahl darin musst du prüfen, bevor du dich darauf verlässt.',
  decisionBoxContent: {
    title: 'Erst entscheiden, dann prompten',
    subtitle: 'Drei Entscheidungen, die die Recherche konkret genug machen, um nützlich zu sein',
    sections: [
      {
        number: 1,
        title: 'Benenne das Problem, nicht das Produkt',
        items: [
          {
            label: 'Problem zuerst',
            content: 'Beschreibe den Schmerz, den Kunden heute haben. Ein Rechercheassistent kann die Größe eines Problems abschätzen, nicht die eines Features.',
          },
          {
            label: 'Der Ein-Satz-Test',
            content: 'Wenn du nicht sagen kannst, wer wann darunter leidet, kommt die Recherche vage zurück. Schärfe die Idee, bevor du weitermachst.',
          },
        ],
      },
      {
        number: 2,
        title: 'Wähle den ersten Markt',
        items: [
          {
            label: 'Region',
            content: 'Wähle das Land oder die Stadt, in der du zuerst starten würdest. „Weltweit“ liefert Zahlen, mit denen niemand etwas anfangen kann.',
          },
          { label: 'Käufertyp', content: 'Entscheide, ob Unternehmen oder Privatkunden zahlen. Das verändert Marktgröße, Verkaufszyklus und Wettbewerber.' },
        ],
      },
      {
        number: 3,
        title: 'Halte fest, was du schon weißt',
        items: [
          { label: 'Bekannte Wettbewerber', content: 'Schreib jede Alternative auf, die dir einfällt, auch Tabellenkalkulationen, Agenturen und „nichts tun“.' },
          { label: 'Dein Bauchgefühl', content: 'Notiere, was du zu finden erwartest. Der Vergleich mit dem Bericht zeigt dir, wo deine Annahmen falsch lagen.' },
        ],
      },
    ],
    action: {
      title: 'Deine Aufgabe in dieser Phase',
      items: [
        'Füll das Formular gemeinsam mit deinem Team aus und stimm die Formulierung der Idee mit allen ab.',
        'Kopiere den erzeugten Prompt in einen recherchefähigen KI-Assistenten (einen, der im Web suchen und Quellen angeben kann).',
        'Speichere die Antwort als market-research.md und markiere drei Fakten, die du noch überprüfen musst.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Leg mit deinem Team den Firmennamen und eine Beschreibung der Idee in zwei Sätzen fest', time: '10 Min.' },
    {
      step: 2,
      action: 'Definiere den ersten Markt: wer zahlt, wo, und welche Alternativen heute genutzt werden',
      time: '15 Min.',
      details: {
        title: 'Tipps für eine scharfe Marktdefinition',
        steps: [
          'Nenne einen Kunden, den du diese Woche anrufen könntest.',
          'Lieber ein Land und ein Segment als eine lange Liste.',
          'Berücksichtige indirekte Wettbewerber und Behelfslösungen, nicht nur Startups wie deines.',
        ],
      },
    },
    { step: 3, action: 'Kopiere den Prompt in deinen KI-Assistenten und starte die Recherche', time: '10 Min.' },
    {
      step: 4,
      action: 'Geh den Bericht mit deinem Team durch und prüf seine Zahlen',
      time: '15 Min.',
      details: {
        title: 'So prüfst du einen KI-Recherchebericht',
        steps: [
          'Öffne jede zitierte Quelle und vergewissere dich, dass die Zahl wirklich dort steht.',
          'Kennzeichne jede Zahl ohne Quelle als Schätzung.',
          'Schreib die drei Erkenntnisse auf, die dich am meisten überrascht haben.',
        ],
      },
    },
  ],
  fields: [
    {
      id: 'company_name',
      label: 'Firmenname',
      type: 'text',
      placeholder: 'z. B. GreenCrate',
      required: true,
      help: 'Ein Arbeitstitel reicht; du kannst ihn später noch ändern.',
      tooltip: 'Er wird ab jetzt in jedem Prompt verwendet, also wähl einen Namen, hinter dem das ganze Team steht.',
    },
    {
      id: 'product_idea',
      label: 'Deine Idee in zwei oder drei Sätzen',
      type: 'textarea',
      placeholder:
        'z. B. Eine wöchentliche Kiste mit überschüssigem Gemüse von Höfen aus der Region, geliefert in Büroküchen, damit Unternehmen Lebensmittelverschwendung reduzieren und gesunde Snacks anbieten.',
      required: true,
      help: 'Sag, für wen sie ist, welches Problem sie löst und wie sie funktioniert.',
      tooltip: 'Verzichte auf Buzzwords. Schreib so, dass eine Freundin oder ein Freund außerhalb des Programms es versteht.',
    },
    {
      id: 'target_market',
      label: 'Wer deiner Meinung nach deine Kunden sind',
      type: 'textarea',
      placeholder: 'z. B. Office-Manager in Münchner Unternehmen mit 50–500 Beschäftigten, die bereits Snacks für die Belegschaft einkaufen.',
      required: false,
      help: 'Beschreibe die Personen oder Organisationen, die zahlen würden, so genau wie möglich.',
      tooltip: 'Ein enges erstes Segment ergibt einen schärferen Bericht. Erweitern kannst du es später.',
    },
    {
      id: 'business_model',
      label: 'Wer zahlt?',
      type: 'select',
      options: [
        { value: 'B2B', label: 'Unternehmen (B2B)' },
        { value: 'B2C', label: 'Privatkunden (B2C)' },
        { value: 'B2B2C', label: 'Unternehmen, die Privatkunden bedienen (B2B2C)' },
        { value: 'Marketplace', label: 'Beide Seiten eines Marktplatzes' },
        { value: 'Not sure yet', label: 'Noch unklar' },
      ],
      required: false,
      help: 'Der Käufertyp verändert Marktgröße, Preisgestaltung und Wettbewerber.',
      tooltip: 'Wenn du unsicher bist, wähle „Noch unklar“, dann vergleicht der Assistent die Optionen.',
    },
    {
      id: 'geography',
      label: 'Erster Markt (Land oder Region)',
      type: 'text',
      placeholder: 'z. B. Deutschland, Start in München',
      required: false,
      help: 'Wo würdest du zuerst verkaufen?',
      tooltip: 'Marktgrößen sind nur für eine klar abgegrenzte Region aussagekräftig.',
    },
    {
      id: 'known_competitors',
      label: 'Wettbewerber und Alternativen, die du schon kennst',
      type: 'textarea',
      placeholder: 'z. B. Oddbox, Etepetete, Lieferdienste von Supermärkten, Obstlieferungen fürs Büro, nichts tun',
      required: false,
      help: 'Liste Unternehmen, Produkte und Behelfslösungen auf, die Kunden heute nutzen.',
      tooltip: '„Nichts tun“ und Tabellenkalkulationen sind auch Wettbewerber; nimm sie mit auf.',
    },
    {
      id: 'research_focus',
      label: 'Worauf soll sich die Recherche konzentrieren?',
      type: 'select',
      options: [
        { value: 'Balanced overview', label: 'Ausgewogener Überblick' },
        { value: 'Market size and growth', label: 'Marktgröße und Wachstum' },
        { value: 'Customer segments and needs', label: 'Kundensegmente und Bedürfnisse' },
        { value: 'Competitive landscape', label: 'Wettbewerbslandschaft' },
      ],
      required: false,
      help: 'In diesem Bereich geht der Assistent besonders in die Tiefe.',
      tooltip: 'Wähle den Bereich, in dem das Team am meisten uneins ist oder am wenigsten weiß.',
    },
  ],
  promptTemplate: `# Rolle
Du bist ein erfahrener Marktforschungsanalyst, der Gründerteams in der Frühphase berät. Du gehst sorgfältig mit Zahlen um, belegst deine Quellen und sagst klar, wenn die Datenlage dünn ist.

# Kontext
{{#if team.name}}Ich arbeite mit meinem Team „{{team.name}}“ an einem Startup namens {{company_name}}.{{else}}Ich arbeite an einem Startup namens {{company_name}}.{{/if}}

Unsere Idee: {{product_idea}}
{{#if target_market}}
Wer unserer Meinung nach die Kunden sind: {{target_market}}
{{/if}}{{#if business_model}}
Geschäftsmodell: {{business_model}}{{#if business_model == 'Not sure yet'}} (noch nicht entschieden; vergleiche B2B und B2C für diese Idee und empfiehl eines davon){{/if}}
{{/if}}{{#if geography}}
Erster Markt: {{geography}}
{{else}}
Erster Markt: noch nicht entschieden; schlage das vielversprechendste Land für den Start vor und begründe deine Wahl.
{{/if}}{{#if known_competitors}}
Wettbewerber und Alternativen, die wir schon kennen: {{known_competitors}}
{{/if}}
# Aufgabe
Erstelle einen Markt- und Wettbewerbsbericht für {{company_name}}.{{#if research_focus}} Geh am tiefsten auf folgenden Bereich ein: {{research_focus}}.{{/if}}

1. Definiere den Markt präzise: das Problem, die Kunden und die Region.
2. Schätze die Marktgröße als TAM, SAM und SOM. Zeige die Berechnung (wo möglich top-down und bottom-up), nenne jede Annahme und gib für jede Eingangszahl eine Quelle an.
3. Beschreibe die drei bis fünf wichtigsten Trends, Regulierungen oder Veränderungen, die diesen Markt wachsen oder schrumpfen lassen.
4. Identifiziere zwei bis vier Kundensegmente mit ihren Bedürfnissen, ihren heutigen Lösungen und dem, was sie heute dafür bezahlen.
5. Kartiere den Wettbewerb: direkte Wettbewerber, indirekte Wettbewerber und Substitute (einschließlich „nichts tun“). Nenne für jeden die Positionierung, das Preisniveau, die Zielkunden und eine auffällige Schwäche.
6. Liste die größten Chancen und die größten Risiken für einen neuen Marktteilnehmer auf.
7. Schließe mit den fünf offenen Fragen, die wir als Nächstes untersuchen sollten.

# Regeln
- Nutze aktuelle Quellen (idealerweise aus den letzten drei Jahren) und gib für jede Zahl einen Link und ein Datum an.
- Kennzeichne jede Zahl, die du selbst schätzt, mit „(Schätzung)“ und erkläre, wie du darauf gekommen bist.
- Erfinde keine Unternehmen, Statistiken oder Zitate. Wenn du etwas nicht findest, sag es.
- Schreib für Gründerteams: konkret, in klarem Deutsch, ohne Füllwörter.
- Antworte auf Deutsch.

# Ausgabeformat
Ein Markdown-Dokument mit dem Titel „Marktrecherche: {{company_name}}“ und diesen Abschnitten: Zusammenfassung (fünf Stichpunkte), Marktdefinition, Marktgröße (mit einer Tabelle für TAM/SAM/SOM), Trends, Kundensegmente, Wettbewerbslandschaft (mit einer Tabelle: Name, Typ, Zielkunden, Preisniveau, Stärke, Schwäche), Chancen und Risiken, Offene Fragen, Quellen.`,
  expectedOutput: {
    fileCreated: 'market-research.md',
    whyItMatters:
      'Jede spätere Phase baut auf diesem Bericht auf: Die Wettbewerbsmatrix nutzt seine Wettbewerber, die Deep Research prüft seine Annahmen über die Kunden, und dein Angebot wird am Markt bepreist, den er beschreibt. Ein präziser, belegter Bericht bewahrt dich jetzt davor, für einen Markt zu bauen, der zu klein oder schon vergeben ist.',
    nextSteps:
      'Prüfe die drei wichtigsten Zahlen anhand ihrer Quellen, notiere die Wettbewerber, die du noch nicht kanntest, und nimm sie mit in Phase 2, wo du sie direkt miteinander vergleichst.',
  },
  instructions: [
    'Speichere die Antwort der KI als market-research.md in deinem Teamordner.',
    'Öffne mindestens drei der zitierten Quellen und prüfe, ob die Zahlen übereinstimmen.',
    'Markiere die Wettbewerber, die du in Phase 2 genauer analysieren willst.',
    'Klicke auf „Weiter zu Phase 2“, sobald sich das Team einig ist, dass sich der Markt lohnt.',
  ],
};
