import type { PhaseConfig } from '../../schema.js';

export const phase5: PhaseConfig = {
  phase: 5,
  title: 'Produktdesign & Feature-Definition',
  estimatedTime: '60 Minuten',
  intro:
    'Das Hero-Angebot steht, jetzt entscheidest du, was du tatsächlich bauen musst, um es zu liefern. In dieser Phase schreibst du ein Produkt-Briefing: den Weg, den Kunden vom ersten Kontakt bis zum versprochenen Ergebnis gehen, die Handvoll Features, die dieser Weg zum Launch braucht, und die lange Liste der Dinge, die du vorerst nicht baust. Das Briefing wird zur einzigen Referenz für dein Design, deine Website und jeden KI-Builder, den du nutzt.',
  decisionBoxContent: {
    title: 'Das kleinste Produkt, das das Versprechen hält',
    subtitle: 'Jedes Feature muss sich seinen Platz in der Customer Journey verdienen',
    sections: [
      {
        number: 1,
        title: 'Beginne bei der Customer Journey',
        items: [
          { label: 'Erster Kontakt', content: 'Wie erfahren Kunden von dir, und was bringt sie dazu, es auszuprobieren?' },
          { label: 'Erster Nutzen', content: 'In welchem Moment bekommen sie zum ersten Mal das versprochene Ergebnis? Verkürze den Weg dorthin.' },
          { label: 'Wiederkommen', content: 'Was bringt sie zurück oder bewegt sie dazu, erneut zu zahlen?' },
        ],
      },
      {
        number: 2,
        title: 'Priorisiere konsequent',
        items: [
          { label: 'Unverzichtbar (Must have)', content: 'Ohne dieses Feature lässt sich das Hero-Angebot überhaupt nicht liefern.' },
          { label: 'Wünschenswert (Should have)', content: 'Verbessert das Erlebnis, lässt sich anfangs aber auch von Hand erledigen.' },
          { label: "Noch nicht (Won't have)", content: 'Gute Ideen, die warten, bis Kunden danach fragen.' },
        ],
      },
    ],
    action: {
      title: 'Deine Aufgabe in dieser Phase',
      items: [
        'Schreib die Customer Journey in fünf bis acht Schritten auf.',
        'Liste die Features auf und markiere, welche wirklich Must-haves sind.',
        'Einige dich mit deinem Team auf eine Kennzahl, die zeigt, dass das Produkt funktioniert.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Füge dein Hero-Angebot ein und wähle die Produktart', time: '5 Min.' },
    { step: 2, action: 'Skizziere die Customer Journey Schritt für Schritt', time: '15 Min.' },
    {
      step: 3,
      action: 'Liste die Features auf und priorisiere sie',
      time: '15 Min.',
      details: {
        title: 'Eine schnelle Priorisierungsübung',
        steps: [
          'Schreib jede Feature-Idee auf einen eigenen Klebezettel.',
          'Ordne jeden Zettel dem Schritt der Journey zu, den er unterstützt; entferne Zettel, die nirgends passen.',
          'Frag bei jedem verbleibenden Zettel: Könnten wir das für die ersten zehn Kunden von Hand erledigen?',
        ],
      },
    },
    { step: 4, action: 'Starte den Prompt und geh das Briefing gemeinsam mit deinem Team durch', time: '20 Min.' },
  ],
  fields: [
    {
      id: 'hero_offer',
      label: 'Dein Hero-Angebot',
      type: 'textarea',
      placeholder:
        'z. B. „Zero-Waste Office Box“: eine wöchentliche Kiste mit geretteten regionalen Gemüsesorten und Snacks für Büros mit 50–200 Personen, 89 €/Woche, erste Kiste gratis, jede Woche kündbar.',
      required: true,
      help: 'Füge das Angebot und den Ein-Satz-Pitch ein, die du in Phase 4 gewählt hast.',
      tooltip: 'Das Briefing enthält nur, was dieses Angebot braucht.',
    },
    {
      id: 'product_type',
      label: 'Art des Produkts',
      type: 'select',
      options: [
        { value: 'Web app', label: 'Web-App' },
        { value: 'Mobile app', label: 'Mobile App' },
        { value: 'Physical product', label: 'Physisches Produkt' },
        { value: 'Service', label: 'Dienstleistung (von Menschen erbracht)' },
        { value: 'Digital product', label: 'Digitales Produkt (Kurs, Vorlage, Inhalte)' },
        { value: 'Hybrid', label: 'Hybrid (physisches Produkt oder Dienstleistung mit digitaler Ebene)' },
      ],
      required: false,
      help: 'Was die Kunden erhalten, ganz grob gesagt.',
      tooltip: 'Davon hängt das Format des Briefings ab: Screens bei Apps, Spezifikationen bei physischen Produkten.',
    },
    {
      id: 'core_features',
      label: 'Features und Bestandteile',
      type: 'textarea',
      placeholder:
        'z. B. Online-Seite zum Bestellen und Pausieren; wöchentliche E-Mail zum Inhalt der Kiste; Beschaffungsprozess bei den Höfen; Planung der Lieferrouten; monatlicher Bericht über vermiedene Lebensmittelabfälle',
      required: true,
      help: 'Alles, was das Produkt deiner Meinung nach braucht; das Briefing priorisiert es.',
      tooltip: 'Nimm auch manuelle Abläufe auf; sie sind Features der ersten Version.',
    },
    {
      id: 'user_journey',
      label: 'Customer Journey',
      type: 'textarea',
      placeholder:
        'z. B. Sieht LinkedIn-Post → besucht Website → bucht kostenlose erste Kiste → erhält Kiste am Montag → bekommt E-Mail zum Inhalt → schließt Abo ab → monatlicher Bericht',
      required: false,
      help: 'Die Schritte vom ersten Kontakt bis zum versprochenen Ergebnis und wieder zurück.',
      tooltip: 'Lässt du das Feld leer, entwirft der Assistent eine Journey aus deinem Angebot.',
    },
    {
      id: 'out_of_scope',
      label: 'Bewusst ausgeklammert',
      type: 'textarea',
      placeholder: 'z. B. Native Mobile App, individueller Kisteninhalt pro Mitarbeitendem, Lieferungen außerhalb Münchens',
      required: false,
      help: 'Was du für den Launch nicht baust.',
      tooltip: 'Wenn du es aufschreibst, verhinderst du später, dass der Umfang ausufert.',
    },
    {
      id: 'success_metric',
      label: 'Woran du erkennst, dass es funktioniert',
      type: 'text',
      placeholder: 'z. B. 60 % der Testbüros schließen nach der kostenlosen Kiste ein Abo ab',
      required: false,
      help: 'Eine messbare Kennzahl mit einem Zielwert.',
      tooltip: 'Wähle die Kennzahl, die am nächsten daran ist, dass Kunden echten Nutzen haben, nicht Seitenaufrufe.',
    },
    {
      id: 'constraints',
      label: 'Rahmenbedingungen',
      type: 'textarea',
      placeholder: 'z. B. Vier Wochen Bauzeit, keine Entwickler im Team, Budget 500 €, Hygienevorschriften für Lebensmittellieferungen',
      required: false,
      help: 'Grenzen bei Zeit, Budget, Fähigkeiten, Vorschriften oder Technik.',
      tooltip: 'Sei ehrlich; das Briefing ist nur nützlich, wenn du es auch umsetzen kannst.',
    },
  ],
  promptTemplate: `# Rolle
Du bist ein erfahrener Produktmanager und Produktdesigner. Du schreibst knappe Produkt-Briefings, mit denen ein kleines Team, eine Designerin oder ein KI-Builder sofort arbeiten kann, und du kürzt den Umfang ohne Gnade.

# Kontext
- Startup: {{phase1.company_name}}
- Zielkunde: {{phase3.target_customer}}
- Problem: {{phase3.core_problem}}
- Positionierung gegenüber den Wettbewerbern: {{phase2.differentiation_hypothesis}}
- Hero-Angebot: {{hero_offer}}
{{#if phase4.customer_outcome}}- Ergebnis, für das die Kunden bezahlen: {{phase4.customer_outcome}}
{{/if}}{{#if product_type}}- Produktart: {{product_type}}
{{/if}}
# Unsere Vorarbeit
Features und Bestandteile, die wir im Kopf haben:
{{core_features}}
{{#if user_journey}}
Die Customer Journey, wie wir sie sehen:
{{user_journey}}
{{/if}}{{#if out_of_scope}}
Für den Launch ausgeklammert: {{out_of_scope}}
{{/if}}{{#if constraints}}
Rahmenbedingungen: {{constraints}}
{{/if}}
# Aufgabe
Schreib ein Produkt-Briefing für die erste launchfähige Version von {{phase1.company_name}}.
1. Problem und Ziel: die Kunden, das Problem und das Ergebnis in drei Sätzen.
2. Customer Journey: {{#if user_journey}}verfeinere unsere Journey{{else}}entwirf die Journey{{/if}} in fünf bis acht Schritten und markiere den Moment des „ersten Nutzens“.
3. Features: Priorisiere jedes Feature als Must / Should / Won't (MoSCoW) und ordne es dem Schritt der Journey zu, dem es dient. Schreib für jedes Must eine User Story („Als … möchte ich …, damit …“) und zwei oder drei Akzeptanzkriterien.
4. Erst von Hand: Sag für jedes Should, wie es sich für die ersten zehn Kunden von Hand erledigen lässt.
{{#if product_type == 'Physical product'}}5. Produktspezifikation: Materialien, Abmessungen, Verpackung, Beschaffung und geschätzte Stückkosten.
{{else}}{{#if product_type == 'Service'}}5. Service Blueprint: Frontstage- und Backstage-Aktivitäten für jeden Schritt der Journey und wer sie ausführt.
{{else}}5. Screens oder Touchpoints: Liste jeden Screen oder Touchpoint mit seinem Zweck und seinen wichtigsten Inhalten auf.
{{/if}}{{/if}}6. Erfolgskennzahlen: {{#if success_metric}}nutze „{{success_metric}}“ als primäre Kennzahl und ergänze zwei unterstützende{{else}}schlage eine primäre Kennzahl mit Zielwert und zwei unterstützende Kennzahlen vor{{/if}}.
7. Risiken und offene Fragen, jeweils mit einem Weg, wie wir sie innerhalb einer Woche klären könnten.

# Ausgabeformat
Ein Markdown-Dokument auf Deutsch mit dem Titel „Produkt-Briefing: {{phase1.company_name}}“, mit nummerierten Abschnitten entsprechend der Aufgabe, einer MoSCoW-Tabelle (Feature, Priorität, Schritt der Journey, Begründung) und nicht mehr als etwa zwei Seiten Text.`,
  expectedOutput: {
    fileCreated: 'product-brief.md',
    whyItMatters:
      'Das Briefing macht aus einem Angebot Arbeit, die du planen kannst. Es sorgt dafür, dass das Team nur die wenigen Dinge baut, die das Versprechen einlösen, und es ist der Kontext, den du den KI-Tools für das Branding und den Bau der Website gibst.',
    nextSteps:
      'Teile das Briefing mit allen im Team und einige dich mit ihnen auf die Must-Liste. In Phase 6 entwickelst du die Marke und das Media-Kit, die dem Produkt seinen Look und seine Stimme geben.',
  },
  instructions: [
    'Speichere das Briefing als product-brief.md.',
    "Prüfe, ob sich jedes Must-Feature auf das Hero-Angebot zurückführen lässt; verschiebe alles andere nach Should oder Won't.",
    'Halte das Briefing griffbereit: In Phase 7 fügst du Teile davon in den Website-Builder ein.',
  ],
};
