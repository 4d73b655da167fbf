import type { PhaseConfig } from '../../schema.js';

export const phase8: PhaseConfig = {
  phase: 8,
  title: 'Launch-Strategie & Go-to-Market',
  estimatedTime: '60 Minuten',
  intro:
    'Eine Website, die niemand besucht, beweist nichts. In dieser letzten Phase planst du, wie die ersten Kunden dich finden: ein messbares Launch-Ziel, die zwei oder drei Kanäle, auf denen deine Kunden schon unterwegs sind, ein Launch-Angebot, das ihnen einen Grund gibt, jetzt zu handeln, und ein wöchentlicher Rhythmus, in dem du auf die Zahlen schaust. Danach reichst du deine Live-Website beim Showcase deiner Kohorte ein.',
  decisionBoxContent: {
    title: 'Go-to-Market in vier Entscheidungen',
    subtitle: 'In den ersten Wochen schlägt Fokus Reichweite',
    sections: [
      {
        number: 1,
        title: 'Ziel',
        items: [
          { label: 'Messbar', content: 'Schreib eine Zahl und ein Datum auf: „40 Anmeldungen für die Warteliste von Office-Managern bis zum 30. Juni“.' },
          { label: 'An das Ziel der Website gekoppelt', content: 'Zähle die Handlung, zu der deine Landingpage auffordert, nicht Likes oder Seitenaufrufe.' },
        ],
      },
      {
        number: 2,
        title: 'Kanäle',
        items: [
          {
            label: 'Wo deine Kunden schon sind',
            content: 'Nutze deine Recherche: Welchen Communitys, Plattformen, Events oder Newslettern vertrauen sie?',
          },
          { label: 'Zwei oder drei, nicht zehn', content: 'Wenige Kanäle gut zu bespielen lehrt dich mehr als viele schlecht.' },
        ],
      },
      {
        number: 3,
        title: 'Launch-Angebot und Rhythmus',
        items: [
          { label: 'Ein Grund, jetzt zu handeln', content: 'Ein Preis für Gründungskunden, begrenzte Pilotplätze oder ein Bonus für die ersten Anmeldungen.' },
          { label: 'Wöchentlicher Review', content: 'Leg jede Woche einen festen Termin fest, um auf die Zahlen zu schauen und über eine Änderung zu entscheiden.' },
        ],
      },
    ],
    action: {
      title: 'Deine Aufgabe in dieser Phase',
      items: [
        'Einige dich mit deinem Team auf das Launch-Ziel und die Kanäle.',
        'Starte den Prompt und mach aus seinem 30-Tage-Plan Aufgaben mit Verantwortlichen.',
        'Reiche deine veröffentlichte Website beim Showcase deiner Kohorte ein.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Leg das Launch-Ziel fest und wähle die Kanäle', time: '15 Min.' },
    { step: 2, action: 'Definiere das Launch-Angebot und das Budget', time: '10 Min.' },
    { step: 3, action: 'Starte den Prompt und weise jeder Aufgabe im Plan eine verantwortliche Person zu', time: '20 Min.' },
    {
      step: 4,
      action: 'Reiche deine Website ein und mach dich bereit für den Showcase',
      time: '15 Min.',
      details: {
        title: 'Bevor du einreichst',
        steps: [
          'Öffne die URL in einem privaten Browserfenster, um zu prüfen, dass sie öffentlich ist.',
          'Teste den Call-to-Action noch einmal von Anfang bis Ende.',
          'Bereite eine Beschreibung deines Startups in zwei Sätzen für den Showcase vor.',
        ],
      },
    },
  ],
  fields: [
    {
      id: 'launch_goal',
      label: 'Launch-Ziel',
      type: 'text',
      placeholder: 'z. B. 40 Anmeldungen für die Warteliste von Office-Managern bis zum 30. Juni',
      required: true,
      help: 'Eine Zahl, eine Handlung, ein Datum.',
      tooltip: 'Zähle die Handlung, zu der deine Landingpage auffordert.',
    },
    {
      id: 'launch_channels',
      label: 'Launch-Kanäle',
      type: 'textarea',
      placeholder: 'z. B. LinkedIn-Posts und Direktnachrichten an Office-Manager; Newsletter Münchner Startup-Coworking-Spaces; zwei lokale Nachhaltigkeits-Meetups',
      required: true,
      help: 'Zwei oder drei Kanäle, auf denen deine Kunden schon Zeit verbringen.',
      tooltip: 'Nimm sie aus deiner Deep Research: Wo holen sich deine Kunden Rat?',
    },
    {
      id: 'website_url',
      label: 'URL der Live-Website',
      type: 'text',
      placeholder: 'z. B. https://greencrate.lovable.app',
      required: false,
      help: 'Die Seite, die du in Phase 7 gebaut hast. In einer Kohorte füllt sie auch die Karte „Veröffentlichte Website einreichen“ weiter unten aus.',
      tooltip: 'Jeder Post und jede Nachricht im Plan verlinkt hierher.',
    },
    {
      id: 'launch_date',
      label: 'Launch-Datum',
      type: 'text',
      placeholder: 'z. B. Montag, 2. Juni',
      required: false,
      help: 'Wann die erste öffentliche Ankündigung rausgeht.',
      tooltip: 'Ein festes Datum erzeugt hilfreichen Druck; wähle eines innerhalb der nächsten zwei Wochen.',
    },
    {
      id: 'launch_offer',
      label: 'Launch-Angebot',
      type: 'text',
      placeholder: 'z. B. Die ersten 20 Büros erhalten sechs Monate lang den Gründungspreis von 69 €/Woche',
      required: false,
      help: 'Ein Grund für frühe Kunden, jetzt zu handeln.',
      tooltip: 'Begrenzt und ehrlich funktioniert am besten; erfinde niemals künstliche Knappheit.',
    },
    {
      id: 'budget',
      label: 'Launch-Budget',
      type: 'select',
      options: [
        { value: 'No budget', label: 'Kein Budget (nur Zeit)' },
        { value: 'Under €250', label: 'Unter 250 €' },
        { value: '€250–€1,000', label: '250–1.000 €' },
        { value: 'Over €1,000', label: 'Über 1.000 €' },
      ],
      required: false,
      help: 'Geld, das in den ersten 30 Tagen für Anzeigen, Events oder Tools zur Verfügung steht.',
      tooltip: 'Ohne Budget konzentriert sich der Plan auf direkte Ansprache und Communitys.',
    },
    {
      id: 'team_capacity',
      label: 'Zeit des Teams pro Woche',
      type: 'select',
      options: [
        { value: 'Under 5 hours', label: 'Unter 5 Stunden' },
        { value: '5–15 hours', label: '5–15 Stunden' },
        { value: 'Over 15 hours', label: 'Über 15 Stunden' },
      ],
      required: false,
      help: 'Stunden, die das Team insgesamt pro Woche in den Launch stecken kann.',
      tooltip: 'Der Plan wird passend dimensioniert; ein Plan, den du nicht umsetzen kannst, ist schlechter als ein kleiner.',
    },
  ],
  promptTemplate: `# Rolle
Du bist ein Go-to-Market-Berater für Startups in der Frühphase. Du entwirfst fokussierte, kostengünstige Launch-Pläne, die innerhalb von 30 Tagen messbare Belege für Nachfrage liefern, und du richtest sie an der tatsächlichen Kapazität des Teams aus.

# Unser Startup
- Firma: {{phase1.company_name}}{{#if team.name}} (Team „{{team.name}}“){{/if}}
- Zielkunde: {{phase3.target_customer}}
- Hero-Angebot: {{phase5.hero_offer}}
- Positionierung: {{phase2.differentiation_hypothesis}}
- Markenstimme: {{phase6.voice_persona}}
{{#if phase7.website_goal}}- Ziel der Website: {{phase7.website_goal}}, Call-to-Action „{{phase7.primary_cta}}“
{{/if}}{{#if website_url}}- Live-Website: {{website_url}}
{{/if}}
# Launch-Entscheidungen
- Ziel: {{launch_goal}}
- Kanäle: {{launch_channels}}
{{#if launch_date}}- Launch-Datum: {{launch_date}}
{{/if}}{{#if launch_offer}}- Launch-Angebot: {{launch_offer}}
{{/if}}{{#if budget}}- Budget: {{budget}}
{{/if}}{{#if team_capacity}}- Zeit des Teams: {{team_capacity}} pro Woche
{{/if}}
# Aufgabe
1. Prüfe das Ziel: Ist es konkret, messbar und realistisch für unsere Kanäle{{#if team_capacity}} und unsere Zeit{{/if}}? Wenn nicht, schlage ein besseres vor.
2. Erkläre für jeden Kanal, warum er unsere Kunden erreicht, welche Taktik wir nutzen sollten, welchen Aufhänger die Botschaft hat und welche Ergebnisse zu erwarten sind (mit einer Schätzung des Conversion-Funnels von der Reichweite bis zur Zielhandlung).
3. Schreib einen 30-Tage-Launch-Plan als Tabelle: Woche, Aufgabe, Kanal, verantwortliche Rolle, benötigte Zeit, erledigt wenn.{{#if budget == 'No budget'}} Nutze nur kostenlose Taktiken: direkte Ansprache, Communitys, Partnerschaften und Content.{{/if}}
4. Entwirf sofort nutzbare Launch-Inhalte in unserer Markenstimme: einen Ankündigungspost für jeden Kanal, eine persönliche Nachricht zur Direktansprache (unter 80 Wörtern) und eine Follow-up-Nachricht{{#if launch_offer}}, die das Launch-Angebot hervorhebt{{/if}}.{{#if website_url}} Verlinke in jedem Text auf {{website_url}}.{{/if}}
5. Definiere ein einfaches Kennzahlen-Dashboard: fünf Zahlen, die wöchentlich verfolgt werden, woher jede kommt und welcher Schwellenwert „weiter ausbauen“ oder „Kurs ändern“ bedeutet.
6. Liste die fünf größten Launch-Risiken mit jeweils einer Gegenmaßnahme auf.
7. Schließe mit den drei Dingen, die in den ersten 48 Stunden zu tun sind.

# Ausgabeformat
Ein Markdown-Dokument auf Deutsch mit dem Titel „Launch-Plan: {{phase1.company_name}}“, mit nummerierten Abschnitten entsprechend der Aufgabe. Setze jeden Launch-Inhalt in einen eigenen Codeblock, damit er sich direkt kopieren lässt.`,
  expectedOutput: {
    fileCreated: 'launch-plan.md',
    whyItMatters:
      'Mit dem Launch hörst du auf zu raten. Ein fokussierter Plan mit einem Ziel und einem wöchentlichen Review macht aus deinem ersten Monat eine Reihe kleiner Experimente und liefert dir echte Zahlen, die du deiner Kohorte, deinen Mentoren und künftigen Investoren zeigen kannst.',
    nextSteps:
      'Reiche unten deine veröffentlichte Website ein und geh dann zum Showcase, um dir die Websites der anderen Teams anzusehen und für deine Favoriten abzustimmen. Starte noch heute mit den Aufgaben für die ersten 48 Stunden aus deinem Plan.',
  },
  instructions: [
    'Speichere den Plan als launch-plan.md und trag jede Aufgabe mit einer verantwortlichen Person in das Aufgabenboard deines Teams ein.',
    'Reiche die URL deiner veröffentlichten Website in der Karte „Veröffentlichte Website einreichen“ ein.',
    'Besuche den Showcase, schau dir die Websites der anderen Teams an und vergib deine Stimmen an deine Top 3.',
    'Plane einen wöchentlichen 30-minütigen Review, um gemeinsam mit deinem Team auf die Launch-Zahlen zu schauen.',
  ],
};
