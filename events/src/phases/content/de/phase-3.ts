import type { PhaseConfig } from '../../schema.js';

export const phase3: PhaseConfig = {
  phase: 3,
  title: 'Hintergrundrecherche: Deep Research',
  estimatedTime: '60–90 Minuten (größtenteils, während die Recherche läuft)',
  intro:
    'Jetzt gehst du bei einem Kunden und einem Problem in die Tiefe. Deep-Research-Assistenten können in einem Durchlauf Dutzende Quellen lesen, aber sie sind nur so gut wie das Briefing, das du ihnen gibst. In dieser Phase schreibst du dieses Briefing: wer genau der Kunde ist, was du über sein Problem glaubst und welche Annahmen das Startup zu Fall bringen würden, wenn sie sich als falsch herausstellen.',
  decisionBoxContent: {
    title: 'Schreib ein Recherche-Briefing, keine Frage',
    subtitle: 'Gute Deep Research beginnt mit ausdrücklich formulierten Annahmen',
    sections: [
      {
        number: 1,
        title: 'Ein Kunde, konkret beschrieben',
        items: [
          { label: 'Situation', content: 'Wo befindet er sich, was will er erledigen, was löst das Problem aus?' },
          { label: 'Heutiges Verhalten', content: 'Was tut er heute dagegen, und was kostet ihn das an Geld, Zeit oder Frust?' },
        ],
      },
      {
        number: 2,
        title: 'Die riskantesten Annahmen',
        items: [
          { label: 'Begehrtheit', content: 'Ist es ihnen wichtig genug, um ihr heutiges Verhalten zu ändern?' },
          { label: 'Wirtschaftlichkeit', content: 'Zahlen sie genug und oft genug, damit sich das Geschäft trägt?' },
          { label: 'Machbarkeit', content: 'Kannst du es mit der Zeit, den Fähigkeiten und den Regeln liefern, die du hast?' },
        ],
      },
    ],
    action: {
      title: 'Deine Aufgabe in dieser Phase',
      items: [
        'Schreib drei bis fünf Annahmen auf, beginnend mit der, die dir am meisten Angst macht.',
        'Starte den Prompt in einem Deep-Research-Tool und lass ihn vollständig durchlaufen.',
        'Markiere jede Annahme als bestätigt, widerlegt oder noch unklar.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Beschreibe deinen Zielkunden und sein Problem', time: '15 Min.' },
    {
      step: 2,
      action: 'Liste deine riskantesten Annahmen auf',
      time: '15 Min.',
      details: {
        title: 'Die riskanteste Annahme finden',
        steps: [
          'Frag dich: „Wenn das falsch wäre, würden wir aufhören?“ Behalte die Annahmen, bei denen die Antwort Ja lautet.',
          'Formuliere jede als Aussage, die sich widerlegen lässt.',
          'Ordne sie von der gefährlichsten zur harmlosesten.',
        ],
      },
    },
    { step: 3, action: 'Starte den Deep-Research-Prompt', time: '20–40 Min.' },
    { step: 4, action: 'Bewerte jede Annahme anhand der Belege und plane Kundeninterviews für die Lücken', time: '15 Min.' },
  ],
  fields: [
    {
      id: 'target_customer',
      label: 'Zielkunde',
      type: 'textarea',
      placeholder:
        'z. B. Office-Manager in Münchner Tech-Unternehmen mit 50–200 Beschäftigten, verantwortlich für den Küchenbedarf und das Budget für das Wohlbefinden im Team.',
      required: true,
      help: 'Ein bestimmter Kunde, mit Rolle, Situation und Kontext.',
      tooltip: 'Je enger, desto besser. „Junge Leute“ ist ein Markt; „Erstsemester, die für sich selbst kochen“ ist ein Kunde.',
    },
    {
      id: 'core_problem',
      label: 'Das Problem deines Zielkunden',
      type: 'textarea',
      placeholder:
        'z. B. Das Snackbudget fließt in ungesunde, verpackte Lebensmittel, Obstlieferungen verderben übers Wochenende, und die Belegschaft beschwert sich über beides.',
      required: true,
      help: 'Beschreibe das Problem in den eigenen Worten der Kunden und was es sie kostet.',
      tooltip: 'Wenn du einen echten Kunden zitieren kannst, tu es.',
    },
    {
      id: 'assumptions',
      label: 'Die riskantesten Annahmen',
      type: 'textarea',
      placeholder:
        'z. B. 1) Office-Manager verfügen über ein Snackbudget von mindestens 300 € im Monat. 2) Sie würden für weniger Abfall den Lieferanten wechseln. 3) Höfe können jede Woche zuverlässig Überschüsse liefern.',
      required: false,
      help: 'Drei bis fünf Aussagen, die stimmen müssen, damit das Startup funktioniert.',
      tooltip: 'Nummeriere sie; die Recherche beantwortet jede einzelne anhand ihrer Nummer.',
    },
    {
      id: 'research_depth',
      label: 'Recherchetiefe',
      type: 'select',
      options: [
        { value: 'Quick scan', label: 'Schneller Überblick (etwa 15 Quellen)' },
        { value: 'Standard', label: 'Standard (etwa 30 Quellen)' },
        { value: 'Exhaustive', label: 'Umfassend (so viele wie nötig)' },
      ],
      required: false,
      help: 'Wie gründlich der Assistent vorgehen soll.',
      tooltip: 'Wähle „Umfassend“ nur, wenn dein Tool lang laufende Recherchen unterstützt.',
    },
    {
      id: 'preferred_sources',
      label: 'Bevorzugte Quellen',
      type: 'select',
      options: [
        { value: 'Academic and industry reports', label: 'Wissenschaftliche Studien und Branchenberichte' },
        { value: 'Customer voices (forums, reviews, social media)', label: 'Stimmen von Kunden (Foren, Bewertungen, Social Media)' },
        { value: 'Government and statistical data', label: 'Behördliche und statistische Daten' },
        { value: 'A mix of all of these', label: 'Eine Mischung aus allem' },
      ],
      required: false,
      help: 'Wo der Assistent zuerst suchen soll.',
      tooltip: 'Stimmen von Kunden eignen sich am besten, um zu prüfen, ob ein Problem wirklich wehtut.',
    },
    {
      id: 'open_questions',
      label: 'Weitere Fragen an die Recherche',
      type: 'textarea',
      placeholder:
        'z. B. Welche Vorschriften gelten für die Lieferung von Lebensmitteln an Arbeitsplätze? Wie viel geben Unternehmen pro Kopf für Snacks für die Belegschaft aus?',
      required: false,
      help: 'Alles, was das Team sonst noch beantwortet haben möchte.',
      tooltip: 'Fragen zu Vorschriften, Kosten und Lieferanten gehören hierher.',
    },
  ],
  promptTemplate: `# Rolle
Du bist ein Deep-Research-Analyst und unterstützt ein Startup-Team. Du untersuchst einen Kunden und sein Problem gründlich, wägst Belege für und gegen unsere Annahmen ab und trennst Fakten von Meinungen.

# Was wir bisher wissen
- Startup: {{phase1.company_name}}, Idee: {{phase1.product_idea}}
{{#if phase1.geography}}- Erster Markt: {{phase1.geography}}
{{/if}}- Wettbewerber, die wir analysiert haben: {{phase2.competitors}}
- Wo wir glauben, gewinnen zu können: {{phase2.differentiation_hypothesis}}

# Schwerpunkt der Recherche
Zielkunde: {{target_customer}}

Sein Problem: {{core_problem}}
{{#if assumptions}}
Zu prüfende Annahmen (beantworte jede anhand ihrer Nummer):
{{assumptions}}
{{else}}
Wir haben unsere Annahmen noch nicht aufgeschrieben. Liste zuerst die fünf Annahmen auf, die stimmen müssen, damit dieses Startup Erfolg hat (Begehrtheit, Wirtschaftlichkeit, Machbarkeit), und prüfe dann jede einzelne.
{{/if}}{{#if open_questions}}
Weitere Fragen: {{open_questions}}
{{/if}}
# Aufgabe
1. Erstelle ein detailliertes Profil des Zielkunden: Kontext, Ziele, täglicher Ablauf rund um das Problem, Entscheidungsbefugnis und Budget.
2. Belege, wie schwerwiegend und wie häufig das Problem ist (Daten, Studien, echte Kundenzitate aus Foren oder Bewertungen).
3. Beschreibe, wie Kunden das Problem heute lösen und was sie dafür an Geld und Zeit aufwenden.
4. Gib für jede Annahme ein Urteil ab (Bestätigt / Widerlegt / Unklar), die Belege dafür und dagegen sowie ein Konfidenzniveau.
5. Identifiziere Kaufauslöser, Einwände und die Personen, die den Kauf beeinflussen.
6. Liste Vorschriften, Standards oder praktische Einschränkungen auf, die eine neue Lösung betreffen.
7. Empfiehl zehn Interviewfragen, die wir echten Kunden stellen sollten, um die größten verbleibenden Lücken zu schließen.

# Regeln
{{#if research_depth}}- Recherchetiefe: {{research_depth}}.
{{/if}}{{#if preferred_sources}}- Bevorzuge diese Quellen: {{preferred_sources}}.
{{/if}}- Belege jede Aussage mit einem Link und dem Veröffentlichungsdatum; bevorzuge Quellen aus den letzten drei Jahren.
- Zitiere Kunden nach Möglichkeit wörtlich und gib an, woher das Zitat stammt.
- Weise auf widersprüchliche Belege hin, statt sie zu glätten.
- Antworte auf Deutsch; Zitate in anderen Sprachen darfst du im Original wiedergeben und kurz übersetzen.

# Ausgabeformat
Ein Markdown-Bericht mit dem Titel „Deep Research: {{target_customer}}“ und diesen Abschnitten: Zusammenfassung der Ergebnisse, Kundenprofil, Belege für das Problem, Heutige Lösungen und Ausgaben, Urteile zu den Annahmen (als Tabelle: Nr., Annahme, Urteil, wichtigste Belege, Konfidenz), Kaufauslöser und Einwände, Einschränkungen, Interviewleitfaden, Quellen.`,
  expectedOutput: {
    fileCreated: 'deep-research.md',
    whyItMatters:
      'Die meisten Startups scheitern, weil sie ein Problem lösen, das den Kunden nicht wichtig genug ist. Dieser Bericht prüft deine riskantesten Annahmen mit Belegen, bevor du Zeit und Geld in ein Angebot oder ein Produkt steckst.',
    nextSteps:
      'Sprich mit mindestens drei echten Kunden und nutze dafür den Interviewleitfaden. Nimm die Urteile und das, was du hörst, mit in Phase 4, wo du Angebote rund um die Bedürfnisse gestaltest, die die Belege stützen.',
  },
  instructions: [
    'Speichere die Recherche als deep-research.md.',
    'Kopiere die Tabelle mit den Annahmen in deine Teamnotizen und aktualisiere sie nach jedem Kundengespräch.',
    'Wurde eine zentrale Annahme widerlegt, besprich mit deinem Team, ob ihr den Zielkunden anpasst, bevor es weitergeht.',
  ],
};
