import type { PhaseConfig } from '../../schema.js';

export const phase7: PhaseConfig = {
  phase: 7,
  title: 'Website & digitale Präsenz',
  estimatedTime: '90 Minuten',
  intro:
    'Zeit, dein Startup ins Netz zu bringen. In dieser Phase richtest du einen KI-Agenten zum Website-Bau mit allem ein, was du bisher entschieden hast: den Kunden, dem Hero-Angebot, dem Produkt-Briefing und der Marke. Der Prompt ist als vollständiges Build-Briefing geschrieben, damit der Agent in einem Durchgang eine funktionierende Landingpage erstellen kann und du deine Zeit damit verbringst, sie zu prüfen und zu verbessern, statt die Grundlagen zu erklären.',
  decisionBoxContent: {
    title: 'Eine Landingpage mit einer einzigen Aufgabe',
    subtitle: 'Entscheide, was Besucher tun sollen, und gestalte dann alles darauf hin',
    sections: [
      {
        number: 1,
        title: 'Ein Ziel, ein Call-to-Action',
        items: [
          {
            label: 'Ziel',
            content: 'Wähle die eine Handlung, die Nachfrage beweist: anmelden, vorbestellen, ein Gespräch buchen oder kaufen.',
          },
          {
            label: 'Call-to-Action',
            content: 'Verwende überall auf der Seite denselben Button-Text und lass ihn sagen, was als Nächstes passiert.',
          },
        ],
      },
      {
        number: 2,
        title: 'Einen KI-Builder auswählen',
        items: [
          {
            label: 'Code-generierende Agenten',
            content: 'Tools wie Lovable, Bolt, v0 oder Replit erzeugen eine echte Web-App, die du erweitern und deployen kannst.',
          },
          {
            label: 'Visuelle Builder',
            content: 'Tools wie Framer oder Webflow geben dir mehr Kontrolle über das Design und nutzen KI für Layout und Texte.',
          },
          {
            label: 'In jedem Fall',
            content: 'Stell sicher, dass du noch heute unter einer öffentlichen URL veröffentlichen kannst; du brauchst sie für den Showcase.',
          },
        ],
      },
    ],
    action: {
      title: 'Deine Aufgabe in dieser Phase',
      items: [
        'Leg das Ziel der Website und den Text des Call-to-Action fest.',
        'Füge den Prompt in deinen KI-Builder ein und erzeuge die erste Version.',
        'Prüfe sie auf dem Smartphone, überarbeite die Texte und veröffentliche sie unter einer öffentlichen URL.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Wähle das Ziel der Website, den Call-to-Action und den Builder', time: '10 Min.' },
    { step: 2, action: 'Füge den Prompt in den KI-Builder ein und erzeuge die Website', time: '15 Min.' },
    {
      step: 3,
      action: 'Prüfe und verbessere die Seite gemeinsam mit dem Agenten',
      time: '40 Min.',
      details: {
        title: 'Checkliste für die Prüfung',
        steps: [
          'Versteht eine fremde Person innerhalb von fünf Sekunden, was du anbietest und für wen?',
          'Führt jeder Button zum selben Call-to-Action?',
          'Funktioniert die Seite auf dem Smartphone und sieht sie dort gut aus?',
          'Sammelt das Formular wirklich Anmeldungen (schick dir selbst einen Test)?',
          'Bitte den Agenten immer nur um eine Änderung und prüfe jedes Ergebnis.',
        ],
      },
    },
    { step: 4, action: 'Veröffentliche die Website und teile die URL mit deinem Team', time: '15 Min.' },
  ],
  fields: [
    {
      id: 'website_goal',
      label: 'Ziel der Website',
      type: 'select',
      options: [
        { value: 'Collect waitlist sign-ups', label: 'Anmeldungen für die Warteliste sammeln' },
        { value: 'Take pre-orders', label: 'Vorbestellungen annehmen' },
        { value: 'Book demos or calls', label: 'Demos oder Gespräche buchen lassen' },
        { value: 'Sell directly', label: 'Direkt verkaufen' },
      ],
      required: true,
      help: 'Die eine Sache, die Besucher tun sollen.',
      tooltip: 'Wähle die Handlung, die in diesem Stadium am besten echte Nachfrage beweist.',
    },
    {
      id: 'primary_cta',
      label: 'Text des Call-to-Action-Buttons',
      type: 'text',
      placeholder: 'z. B. Erste Kiste gratis sichern',
      required: true,
      help: 'Der Text auf deinem Haupt-Button. Sag, was Besucher bekommen.',
      tooltip: '„Erste Kiste gratis sichern“ schlägt „Absenden“ oder „Mehr erfahren“.',
    },
    {
      id: 'ai_builder',
      label: 'KI-Website-Builder',
      type: 'select',
      options: [
        { value: 'Lovable', label: 'Lovable' },
        { value: 'Bolt', label: 'Bolt' },
        { value: 'v0', label: 'v0' },
        { value: 'Replit Agent', label: 'Replit Agent' },
        { value: 'Framer AI', label: 'Framer AI' },
        { value: 'Other', label: 'Anderer / noch unklar' },
      ],
      required: false,
      help: 'Das Tool, in das du diesen Prompt einfügst.',
      tooltip: 'Der Prompt passt seine technischen Anweisungen an code-generierende Agenten an.',
    },
    {
      id: 'page_sections',
      label: 'Abschnitte, die du auf der Seite haben willst',
      type: 'textarea',
      placeholder: 'z. B. Hero mit Angebot und Button; So funktioniert’s in 3 Schritten; Was in der Kiste steckt; Zahlen zur Wirkung; FAQ; Anmeldeformular',
      required: false,
      help: 'Lass das Feld leer für eine bewährte Landingpage-Struktur.',
      tooltip: 'Weniger Abschnitte konvertieren meist besser.',
    },
    {
      id: 'domain_name',
      label: 'Domainname',
      type: 'text',
      placeholder: 'z. B. greencrate.de',
      required: false,
      help: 'Falls du eine Domain hast oder haben willst.',
      tooltip: 'Die kostenlose Subdomain des Builders reicht für den Showcase.',
    },
    {
      id: 'seo_keywords',
      label: 'Suchbegriffe',
      type: 'text',
      placeholder: 'z. B. Gemüselieferung Büro München, Zero-Waste-Snacks fürs Büro',
      required: false,
      help: 'Begriffe, die deine Kunden in eine Suchmaschine eingeben würden.',
      tooltip: 'Werden für den Seitentitel, die Meta-Description und die Überschriften verwendet.',
    },
    {
      id: 'integrations',
      label: 'Integrationen',
      type: 'textarea',
      placeholder: 'z. B. Anmeldungen in ein Google Sheet; Calendly für Gespräche; Stripe-Zahlungslink für Vorbestellungen; Plausible Analytics',
      required: false,
      help: 'Dienste, mit denen die Website verbunden sein muss.',
      tooltip: 'Fang mit der einfachsten Lösung an, die funktioniert; aufrüsten kannst du später.',
    },
  ],
  promptTemplate: `Du bist ein erfahrener Webdesigner und Frontend-Entwickler und baust eine Landingpage mit hoher Conversion für ein Startup in der Frühphase. Bau jetzt die komplette Seite auf Grundlage des folgenden Briefings. Stell mir nur dann Fragen, wenn etwas Wesentliches fehlt. Schreib alle Texte der Seite auf Deutsch und antworte mir auf Deutsch.

# Unternehmen
- Firma: {{phase1.company_name}}
- Was wir machen: {{phase1.product_idea}}
- Zielkunde: {{phase3.target_customer}}
- Sein Problem: {{phase3.core_problem}}
- Hero-Angebot: {{phase5.hero_offer}}
- Warum wir und nicht die Alternativen: {{phase2.differentiation_hypothesis}}
{{#if phase5.core_features}}- Was das Produkt umfasst: {{phase5.core_features}}
{{/if}}{{#if phase4.guarantee}}- Garantie: {{phase4.guarantee}}
{{/if}}
# Ziel der Seite
- Ziel: {{website_goal}}
- Primärer Call-to-Action (verwende genau diesen Button-Text überall): „{{primary_cta}}“
{{#if website_goal == 'Collect waitlist sign-ups'}}- Baue ein kurzes Anmeldeformular ein (Name, E-Mail, Firma) mit einer klaren Danke-Bestätigung und einem Datenschutzhinweis.
{{/if}}{{#if website_goal == 'Take pre-orders'}}- Der Button führt zum Checkout (ich liefere einen Zahlungslink); zeige den Preis und was nach der Bestellung passiert.
{{/if}}{{#if website_goal == 'Book demos or calls'}}- Der Button öffnet einen Buchungskalender (ich liefere den Link); gib an, wie lange das Gespräch dauert und was Besucher davon haben.
{{/if}}{{#if website_goal == 'Sell directly'}}- Zeige Preis, Leistungsumfang und Lieferbedingungen neben dem Button; der Button führt zum Checkout.
{{/if}}
# Marke
- Visueller Stil: {{phase6.visual_style}}
- Markenpersönlichkeit: {{phase6.voice_persona}}
- Primärfarbe: {{phase6.primary_color}}{{#if phase6.secondary_color}}; Sekundärfarbe: {{phase6.secondary_color}}{{/if}}{{#if phase6.accent_color}}; Akzentfarbe: {{phase6.accent_color}}{{/if}}
{{#if phase6.tagline_ideas}}- Slogan: {{phase6.tagline_ideas}}
{{/if}}{{#if phase6.avoid}}- Vermeiden: {{phase6.avoid}}
{{/if}}
# Seitenstruktur
{{#if page_sections}}{{page_sections}}{{else}}1. Hero: Headline mit dem Ergebnis, Subheadline dazu, wie es funktioniert, Call-to-Action-Button, unterstützendes Bild.
2. Problem: der Schmerz der Kunden in ihren eigenen Worten.
3. So funktioniert’s: drei einfache Schritte.
4. Nutzen: drei bis vier Vorteile mit Icons.
5. Social Proof oder Glaubwürdigkeit: erste Kundenstimmen, Partner oder Zahlen (verwende klar gekennzeichnete Platzhalter, falls wir noch keine haben).
6. FAQ: fünf Fragen, die die wichtigsten Einwände beantworten.
7. Abschließender Call-to-Action, dann ein Footer mit Links zu Kontakt, Impressum und Datenschutz.{{/if}}

# Anforderungen
- Responsives Mobile-first-Layout; schnelle Ladezeit; barrierefrei (semantisches HTML, Alt-Texte, Kontrast von mindestens 4,5:1, per Tastatur bedienbar).
- Schreib alle Texte in der Markenstimme; halte die Sätze kurz; kein Lorem ipsum.
{{#if seo_keywords}}- SEO: Seitentitel, Meta-Description, Überschriften und Alt-Texte verwenden diese Suchbegriffe auf natürliche Weise: {{seo_keywords}}.
{{else}}- SEO: Schreib einen Seitentitel und eine Meta-Description, die das Angebot und die Zielkunden nennen.
{{/if}}{{#if integrations}}- Integrationen: {{integrations}}.
{{/if}}{{#if domain_name}}- Die Website wird unter {{domain_name}} erreichbar sein; setze Canonical-URLs und Social-Preview-Tags entsprechend.
{{/if}}{{#if ai_builder == 'Framer AI'}}- Verwende die nativen Sections und Komponenten von Framer, damit wir alles visuell bearbeiten können.
{{else}}- Verwende einen einfachen, wartbaren Stack (zum Beispiel React mit Tailwind CSS), halte alle Texte an einer Stelle, damit wir sie bearbeiten können, und mach die Website bereit für das Deployment unter einer öffentlichen URL.
{{/if}}- Füge Tags für das Teilen in sozialen Netzwerken (Open Graph) und ein Favicon in der Primärfarbe hinzu.

Wenn du fertig bist, liste auf, was ich noch liefern muss (Links, Bilder, Rechtstexte), und schlage drei Ideen für A/B-Tests der Headline oder des Call-to-Action vor.`,
  expectedOutput: {
    fileCreated: 'website-brief.md (und eine live geschaltete Landingpage)',
    whyItMatters:
      'Eine Live-Seite macht aus deinem Startup statt eines Plans etwas, auf das Kunden reagieren können. Anmeldungen, Buchungen oder Vorbestellungen sind die ersten echten Belege für Nachfrage, und die URL ist das, was deine Kohorte im Showcase sieht und bewertet.',
    nextSteps:
      'Veröffentliche die Website, teste den Call-to-Action von Anfang bis Ende und notiere die öffentliche URL. In Phase 8 planst du den Launch, reichst die URL beim Showcase deiner Kohorte ein und bringst die ersten Besucher auf die Seite.',
  },
  instructions: [
    'Speichere den verwendeten Prompt als website-brief.md, damit du die Website später neu bauen oder anpassen kannst.',
    'Veröffentliche die Website unter einer öffentlichen URL und öffne sie auf mindestens zwei Smartphones.',
    'Schick eine Test-Anmeldung oder -Buchung ab, um sicherzugehen, dass der Call-to-Action wirklich funktioniert.',
  ],
};
