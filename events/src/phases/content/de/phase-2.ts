import type { PhaseConfig } from '../../schema.js';

export const phase2: PhaseConfig = {
  phase: 2,
  title: 'Aufbau der Wettbewerbsmatrix',
  estimatedTime: '45 Minuten',
  intro:
    'Eine Liste von Wettbewerbern sagt dir wenig; eine Matrix zeigt dir, wo die Lücke ist. In dieser Phase wählst du fünf bis acht Wettbewerber aus deiner Marktrecherche aus, entscheidest, welche Kriterien Kunden wirklich wichtig sind, und lässt einen KI-Assistenten eine Matrix erstellen, die alle nebeneinanderstellt. Das Ziel ist ein einziger klarer Satz: wo dein Startup gewinnen kann, weil niemand sonst diesen Bedarf gut bedient.',
  decisionBoxContent: {
    title: 'Eine Matrix, die eine Lücke sichtbar macht',
    subtitle: 'Wähle die richtigen Konkurrenten und die richtigen Kriterien',
    sections: [
      {
        number: 1,
        title: 'Welche Wettbewerber in die Matrix gehören',
        items: [
          { label: 'Direkt', content: 'Zwei bis vier Unternehmen, die dasselbe Problem für dieselben Kunden lösen.' },
          {
            label: 'Indirekt und Substitute',
            content: 'Ein oder zwei Alternativen, die Kunden stattdessen nutzen: eine Tabellenkalkulation, eine Agentur, ein Allround-Tool, nichts tun.',
          },
          { label: 'Weglassen', content: 'Große Konzerne, die deinen Markt nur am Rand berühren; sie bringen Rauschen, keine Erkenntnis.' },
        ],
      },
      {
        number: 2,
        title: 'Welche Kriterien du vergleichst',
        items: [
          {
            label: 'Kriterien der Kunden',
            content: 'Wähle das, wonach Käufer entscheiden: Preis, Geschwindigkeit, Qualität, Bedienbarkeit, Vertrauen, Verfügbarkeit.',
          },
          { label: 'Fünf bis sieben Kriterien', content: 'Weniger verdeckt Unterschiede; mehr macht die Matrix unlesbar.' },
        ],
      },
    ],
    action: {
      title: 'Deine Aufgabe in dieser Phase',
      items: [
        'Wähl die Wettbewerber und Kriterien gemeinsam mit deinem Team aus.',
        'Schreib deine Hypothese auf: Wo vermutest du die Lücke?',
        'Starte den Prompt und vergleiche das Ergebnis mit deiner Hypothese.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Wähl fünf bis acht Wettbewerber aus market-research.md aus', time: '10 Min.' },
    {
      step: 2,
      action: 'Einige dich mit deinem Team auf die Vergleichskriterien',
      time: '10 Min.',
      details: {
        title: 'Kriterien finden, die Kunden wichtig sind',
        steps: [
          'Lies drei bis fünf Kundenbewertungen zu jedem wichtigen Wettbewerber.',
          'Notiere die Beschwerden, die immer wieder auftauchen.',
          'Mach aus jeder wiederkehrenden Beschwerde ein Kriterium.',
        ],
      },
    },
    { step: 3, action: 'Schreib deine Differenzierungshypothese auf und starte den Prompt', time: '10 Min.' },
    { step: 4, action: 'Prüf Preise und Versprechen auf den Websites der Wettbewerber selbst', time: '15 Min.' },
  ],
  fields: [
    {
      id: 'competitors',
      label: 'Zu vergleichende Wettbewerber',
      type: 'textarea',
      placeholder: 'z. B. Oddbox (direkt), Etepetete (direkt), Fruitful Office (indirekt), Lieferdienste von Supermärkten (Substitut)',
      required: true,
      help: 'Fünf bis acht Namen, jeweils als direkt, indirekt oder Substitut gekennzeichnet.',
      tooltip: 'Nimm sie aus deinem Marktbericht und ergänze alle, die das Team aus eigener Erfahrung kennt.',
    },
    {
      id: 'comparison_criteria',
      label: 'Vergleichskriterien',
      type: 'textarea',
      placeholder: 'z. B. Preis pro Woche, Flexibilität der Lieferung, Nachweis der Nachhaltigkeit, Mindestbestellmenge, Kundenservice',
      required: false,
      help: 'Fünf bis sieben Punkte, die Kunden bei ihrer Wahl abwägen.',
      tooltip: 'Lässt du das Feld leer, schlägt der Assistent Kriterien für deinen Markt vor.',
    },
    {
      id: 'differentiation_hypothesis',
      label: 'Wo wir glauben, gewinnen zu können',
      type: 'textarea',
      placeholder: 'z. B. Niemand beliefert Büros flexibel und ohne Abfall, mit Lieferungen, die sich Woche für Woche pausieren lassen.',
      required: true,
      help: 'Deine aktuelle Vermutung, wo die Marktlücke liegt.',
      tooltip: 'Es ist in Ordnung, falschzuliegen; genau dafür ist die Matrix da.',
    },
    {
      id: 'price_positioning',
      label: 'Geplante Preispositionierung',
      type: 'select',
      options: [
        { value: 'Budget', label: 'Günstig: billiger als die meisten Alternativen' },
        { value: 'Mid-market', label: 'Mittleres Segment: vergleichbarer Preis, mehr Nutzen' },
        { value: 'Premium', label: 'Premium: höherer Preis, deutlich besseres Ergebnis' },
        { value: 'Undecided', label: 'Noch nicht entschieden' },
      ],
      required: false,
      help: 'Wo du dich preislich im Vergleich zur Matrix einordnest.',
      tooltip: 'Der Assistent prüft, ob diese Position schon stark besetzt ist.',
    },
    {
      id: 'matrix_format',
      label: 'Format der Matrix',
      type: 'select',
      options: [
        { value: 'Markdown table', label: 'Markdown-Tabelle (für Dokumente)' },
        { value: 'CSV', label: 'CSV (für Tabellenkalkulationen)' },
      ],
      required: false,
      help: 'In welcher Form die Matrix selbst geliefert werden soll.',
      tooltip: 'CSV lässt sich direkt in Google Sheets oder Excel einfügen.',
    },
  ],
  promptTemplate: `# Rolle
Du bist ein Berater für Wettbewerbsstrategie und hilfst Startups, eine verteidigungsfähige Position zu finden. Du vergleichst Wettbewerber anhand überprüfbarer Fakten und sagst ehrlich, wenn ein Markt keine offensichtliche Lücke hat.

# Kontext aus unserer bisherigen Arbeit
- Startup: {{phase1.company_name}}
- Idee: {{phase1.product_idea}}
{{#if phase1.target_market}}- Zielkunden: {{phase1.target_market}}
{{/if}}{{#if phase1.geography}}- Erster Markt: {{phase1.geography}}
{{/if}}{{#if phase1.business_model}}- Geschäftsmodell: {{phase1.business_model}}
{{/if}}
# Zu analysierende Wettbewerber
{{competitors}}

# Unsere Hypothese
{{differentiation_hypothesis}}
{{#if price_positioning}}
Geplante Preispositionierung: {{price_positioning}}.
{{/if}}
# Aufgabe
1. Recherchiere für jeden Wettbewerber das Angebot, die Zielkunden, die Preise (mit dem Datum, an dem du sie geprüft hast), das zentrale Versprechen, die Vertriebskanäle sowie die größten Stärken und Schwächen laut Kundenbewertungen.
2. Vergleiche alle Wettbewerber anhand {{#if comparison_criteria}}dieser Kriterien: {{comparison_criteria}}{{else}}der sechs Kriterien, die Käufern in diesem Markt am wichtigsten sind (schlage sie vor und begründe deine Wahl){{/if}}. Bewerte jede Zelle von 1 bis 5 und füge eine kurze Begründung hinzu.
3. Füge eine Spalte für {{phase1.company_name}} hinzu, basierend auf unserer Idee und Hypothese, und bewerte sie ehrlich.
4. Identifiziere Marktlücken: Kombinationen von Bedürfnissen, die kein Wettbewerber gut bedient.
5. Prüfe unsere Hypothese: Ist die Lücke echt, bereits besetzt oder zu klein, um eine Rolle zu spielen? Sag, was zutrifft und warum.
6. Erstelle eine 2×2-Positionierungsmatrix (beschreibe die beiden Achsen und ordne jeden Wettbewerber und uns in Textform darauf ein).
7. Schließe mit einem Positionierungssatz für {{phase1.company_name}} in einem Satz: „Für [Kunden] mit [Bedürfnis] ist {{phase1.company_name}} [Kategorie], die/das [Nutzen] – anders als [wichtigste Alternative].“

# Regeln
- Nutze nur Informationen, die du finden oder begründet ableiten kannst; kennzeichne Ableitungen als solche.
- Gib für jeden Preis und jede Aussage über einen Wettbewerber einen Quellenlink an.
- Antworte auf Deutsch.

# Ausgabeformat
{{#if matrix_format == 'CSV'}}Zuerst die Matrix als CSV-Codeblock (eine Zeile pro Wettbewerber, eine Spalte pro Kriterium plus eine Spalte für Anmerkungen), danach die Analyse in Markdown.{{else}}Ein Markdown-Dokument mit dem Titel „Wettbewerbsmatrix: {{phase1.company_name}}“, mit der Matrix als Markdown-Tabelle, gefolgt von diesen Abschnitten: Wettbewerberprofile, Marktlücken, Prüfung der Hypothese, Positionierungsmatrix, Positionierungssatz, Quellen.{{/if}}`,
  expectedOutput: {
    fileCreated: 'competitor-matrix.md',
    whyItMatters:
      'Die Matrix zeigt Investoren, deinem Team und künftigen Kunden, dass du die Alternativen kennst und in einem Satz sagen kannst, was dich unterscheidet. Außerdem bewahrt sie dich davor, ein Produkt zu bauen, das sich nur durch das Logo unterscheidet.',
    nextSteps:
      'Kreise die Marktlücke ein, die du besetzen willst, und das Kundensegment, das sie bedient. In Phase 3 recherchierst du diese Kunden gründlich, um zu bestätigen, dass der Bedarf echt ist.',
  },
  instructions: [
    'Speichere die Antwort als competitor-matrix.md (oder die Matrix selbst als .csv).',
    'Prüfe jeden Preis in der Matrix auf der Website des Wettbewerbers und korrigiere ihn bei Bedarf.',
    'Stimm den Positionierungssatz mit deinem Team ab; du verwendest ihn in den Phasen 4 und 7 wieder.',
  ],
};
