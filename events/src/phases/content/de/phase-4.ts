import type { PhaseConfig } from '../../schema.js';

export const phase4: PhaseConfig = {
  phase: 4,
  title: 'Hero-Angebot entwerfen & auswählen',
  estimatedTime: '60 Minuten',
  intro:
    'Kunden kaufen keine Ideen, sie kaufen Angebote. Ein Angebot ist ein konkretes Versprechen zu einem konkreten Preis: was die Kunden bekommen, welches Ergebnis es ihnen bringt und warum es sicher ist, Ja zu sagen. In dieser Phase skizzierst du mehrere Angebote, lässt sie von einem KI-Assistenten schärfen und an deiner Recherche messen und wählst das eine Hero-Angebot aus, das du bauen, mit einer Marke versehen und auf den Markt bringen wirst.',
  decisionBoxContent: {
    title: 'Was ein Hero-Angebot ausmacht',
    subtitle: 'Ein Angebot, auf Basis von Belegen gewählt, das Kunden in zehn Sekunden verstehen',
    sections: [
      {
        number: 1,
        title: 'Die Bestandteile eines Angebots',
        items: [
          { label: 'Ergebnis', content: 'Das Resultat, das die Kunden bekommen, in ihren Worten, nicht deine Features.' },
          { label: 'Leistung', content: 'Was genau sie erhalten und wann.' },
          { label: 'Preis und Modell', content: 'Wie viel, wie oft und womit es verglichen wird.' },
          { label: 'Risikoumkehr', content: 'Eine Garantie, ein Test oder ein Pilotprojekt, das das Ja-Sagen leicht macht.' },
        ],
      },
      {
        number: 2,
        title: 'Wie du auswählst',
        items: [
          { label: 'Belege', content: 'Bevorzuge das Angebot, das auf das stärkste Bedürfnis aus deiner Deep Research antwortet.' },
          { label: 'Machbarkeit', content: 'Bevorzuge das Angebot, das du den ersten zehn Kunden notfalls auch von Hand liefern kannst.' },
          { label: 'Unterschied', content: 'Bevorzuge das Angebot, das in der Marktlücke deiner Wettbewerbsmatrix liegt.' },
        ],
      },
    ],
    action: {
      title: 'Deine Aufgabe in dieser Phase',
      items: [
        'Skizziere mindestens drei Angebotsideen, so grob sie auch sein mögen.',
        'Starte den Prompt und lies die Bewertung kritisch.',
        'Entscheide dich für ein Hero-Angebot und schreib es in einem Satz auf.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Sammle drei bis fünf Varianten deines Angebots', time: '15 Min.' },
    { step: 2, action: 'Beschreibe das Ergebnis, das die Kunden wollen, und deine Preisidee', time: '10 Min.' },
    {
      step: 3,
      action: 'Starte den Prompt und vergleiche die bewerteten Angebote',
      time: '15 Min.',
      details: {
        title: 'So liest du die Bewertungstabelle',
        steps: [
          'Prüfe, ob sich jede Bewertung auf deine Recherche stützt und nicht auf Allgemeinplätze.',
          'Such das Angebot mit der besten Balance, nicht das mit der einzelnen höchsten Punktzahl.',
          'Bitte den Assistenten bei Bedarf, die starken Teile zweier Angebote zu kombinieren.',
        ],
      },
    },
    { step: 4, action: 'Wähl das Hero-Angebot aus und teste den Ein-Satz-Pitch an jemandem außerhalb des Teams', time: '20 Min.' },
  ],
  fields: [
    {
      id: 'offer_ideas',
      label: 'Angebotsideen',
      type: 'textarea',
      placeholder:
        'z. B. A) Wöchentliche Kiste mit gerettetem Gemüse für Büros, 89 €/Woche. B) Monatliches „Zero-Waste-Küche“-Abo mit Snacks und Reporting. C) Einmaliges Team-Kochevent mit überschüssigen Lebensmitteln.',
      required: true,
      help: 'Drei bis fünf unterschiedliche Angebote, jeweils mit Leistung und grobem Preis.',
      tooltip: 'Variiere mehr als nur den Preis: Ändere die Leistung, die Häufigkeit oder die Kundengruppe.',
    },
    {
      id: 'customer_outcome',
      label: 'Ergebnis, das die Kunden wollen',
      type: 'textarea',
      placeholder:
        'z. B. Gesunde Snacks, die die Belegschaft wirklich isst, keine Lebensmittelverschwendung und eine Nachhaltigkeitsgeschichte für den Unternehmensbericht.',
      required: true,
      help: 'Das Ergebnis, für das deine Kunden bezahlen, in ihren Worten.',
      tooltip: 'Nimm es aus den stärksten Belegen deiner Deep Research.',
    },
    {
      id: 'pricing_model',
      label: 'Preismodell',
      type: 'select',
      options: [
        { value: 'One-off purchase', label: 'Einmalkauf' },
        { value: 'Subscription', label: 'Abonnement' },
        { value: 'Usage-based', label: 'Nutzungsbasiert' },
        { value: 'Freemium', label: 'Freemium mit kostenpflichtigem Upgrade' },
        { value: 'Tiered packages', label: 'Gestaffelte Pakete (gut / besser / am besten)' },
      ],
      required: false,
      help: 'Wie die Kunden bezahlen.',
      tooltip: 'Orientiere dich daran, wie die Kunden schon heute für die Alternativen in deiner Matrix bezahlen.',
    },
    {
      id: 'price_point',
      label: 'Preis, den du im Kopf hast',
      type: 'text',
      placeholder: 'z. B. 89 € pro Woche, monatlich abgerechnet',
      required: false,
      help: 'Gib die Währung und den Zeitraum an.',
      tooltip: 'Der Assistent prüft ihn auf Plausibilität gegenüber den Preisen der Wettbewerber.',
    },
    {
      id: 'guarantee',
      label: 'Garantie oder Risikoumkehr',
      type: 'text',
      placeholder: 'z. B. Erste Kiste gratis; jede Woche kündbar',
      required: false,
      help: 'Was es für Kunden sicher macht, dich auszuprobieren.',
      tooltip: 'Eine starke Garantie zählt oft mehr als ein niedrigerer Preis.',
    },
  ],
  promptTemplate: `# Rolle
Du bist Angebotsdesigner und Preisstratege für Startups in der Frühphase. Du machst aus groben Ideen unwiderstehliche, konkrete Angebote und wählst zwischen ihnen auf Basis von Belegen, nicht von Begeisterung.

# Was wir wissen
- Startup: {{phase1.company_name}} – {{phase1.product_idea}}
- Zielkunde: {{phase3.target_customer}}
- Sein Problem: {{phase3.core_problem}}
- Wo wir gegen die Wettbewerber gewinnen können: {{phase2.differentiation_hypothesis}}
{{#if phase2.price_positioning}}- Geplante Preispositionierung: {{phase2.price_positioning}}
{{/if}}- Das Ergebnis, das die Kunden wollen: {{customer_outcome}}

# Unsere Angebotsideen
{{offer_ideas}}
{{#if pricing_model}}
Bevorzugtes Preismodell: {{pricing_model}}{{#if price_point}} zu {{price_point}}{{/if}}.
{{else}}{{#if price_point}}
Preis, den wir im Kopf haben: {{price_point}}.
{{/if}}{{/if}}{{#if guarantee}}
Garantie, die wir in Betracht ziehen: {{guarantee}}
{{/if}}
# Aufgabe
1. Formuliere jede Angebotsidee als vollständiges Angebot aus: Name, versprochenes Ergebnis, genaue Leistungen, Preis und Abrechnung, Risikoumkehr und für wen es gedacht ist.
2. Bewerte jedes Angebot von 1 bis 5 nach: Stärke des Kundenbedürfnisses (nutze die Recherche), Unterschied zu den Wettbewerbern, Zahlungsbereitschaft, Lieferbarkeit für die ersten zehn Kunden und Skalierbarkeit. Stelle die Bewertungen als Tabelle dar, mit einer einzeiligen Begründung pro Wert.
3. Empfiehl ein Hero-Angebot und erkläre, warum es die anderen schlägt. Wenn eine Kombination aus zwei Angeboten ein stärkeres Ergebnis ergibt, schlage die Kombination vor.
4. Schreib für das Hero-Angebot:
   - einen Ein-Satz-Pitch, den Kunden in zehn Sekunden verstehen,
   - eine Headline und eine Subheadline für eine Landingpage,
   - drei Stichpunkte zum Nutzen,
   - den wichtigsten Einwand und wie das Angebot ihn entkräftet,
   - eine Preisempfehlung mit einer kurzen Begründung im Vergleich zu den Preisen der Wettbewerber.
5. Schlage das kleinste Experiment vor, das innerhalb von zwei Wochen echte Nachfrage zeigen würde (zum Beispiel eine Vorbestellseite oder zehn Verkaufsgespräche), mit einer Erfolgsschwelle.

# Ausgabeformat
Ein Markdown-Dokument auf Deutsch mit dem Titel „Hero-Angebot: {{phase1.company_name}}“ und diesen Abschnitten: Angebotsoptionen, Bewertungstabelle, Empfehlung, Hero-Angebot (Pitch, Headline, Nutzen, Umgang mit Einwänden, Preisgestaltung), Nachfrage-Experiment.`,
  expectedOutput: {
    fileCreated: 'hero-offer.md',
    whyItMatters:
      'Ein klares Hero-Angebot bündelt alles, was folgt: Das Produkt-Briefing umfasst nur das, was das Angebot verspricht, die Marke spricht seine Kunden an, und die Website verkauft es. Teams, die diesen Schritt überspringen, landen bei einer Website, die ein Produkt beschreibt, aber nichts verkauft.',
    nextSteps:
      'Schreib das gewählte Hero-Angebot und seinen Ein-Satz-Pitch ganz oben in deine Teamnotizen. In Phase 5 machst du daraus ein Produkt-Briefing mit den Features, die nötig sind, um es zu liefern.',
  },
  instructions: [
    'Speichere die Antwort als hero-offer.md.',
    'Sag den Ein-Satz-Pitch jemandem außerhalb deines Teams und notiere, welche Rückfragen kommen.',
    'Führe das vorgeschlagene Nachfrage-Experiment nach Möglichkeit noch vor der Launch-Phase durch.',
  ],
};
