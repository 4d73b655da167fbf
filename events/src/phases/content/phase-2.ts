import type { PhaseConfig } from '../schema.js';

export const phase2: PhaseConfig = {
  phase: 2,
  title: 'Competitor Matrix Construction',
  estimatedTime: '45 minutes',
  intro:
    'A list of competitors tells you little; a matrix tells you where the gap is. In this phase you choose five to eight competitors from your market research, decide which criteria customers actually care about, and have an AI assistant build a side-by-side matrix. The goal is one clear sentence: where your startup can win that nobody else is serving well.',
  decisionBoxContent: {
    title: 'Building a matrix that reveals a gap',
    subtitle: 'Choose the right rivals and the right criteria',
    sections: [
      {
        number: 1,
        title: 'Which competitors belong in the matrix',
        items: [
          { label: 'Direct', content: 'Two to four companies that solve the same problem for the same customer.' },
          { label: 'Indirect and substitutes', content: 'One or two alternatives customers use instead: a spreadsheet, an agency, a generalist tool, doing nothing.' },
          { label: 'Leave out', content: 'Giants that only touch your market at the edge; they add noise, not insight.' },
        ],
      },
      {
        number: 2,
        title: 'Which criteria to compare',
        items: [
          { label: 'Customer criteria', content: 'Pick what buyers use to decide: price, speed, quality, ease of use, trust, availability.' },
          { label: 'Five to seven criteria', content: 'Fewer hides differences; more makes the matrix unreadable.' },
        ],
      },
    ],
    action: {
      title: 'Your action in this phase',
      items: [
        'Choose the competitors and criteria as a team.',
        'Write down your hypothesis: where do you think the gap is?',
        'Run the prompt and compare the result with your hypothesis.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Pick five to eight competitors from market-research.md', time: '10 min' },
    {
      step: 2,
      action: 'Agree on the comparison criteria',
      time: '10 min',
      details: {
        title: 'Finding criteria customers care about',
        steps: [
          'Read three to five customer reviews of each main competitor.',
          'Note the complaints that come up again and again.',
          'Turn each repeated complaint into a criterion.',
        ],
      },
    },
    { step: 3, action: 'Write your differentiation hypothesis and run the prompt', time: '10 min' },
    { step: 4, action: "Check prices and claims on the competitors' own websites", time: '15 min' },
  ],
  fields: [
    {
      id: 'competitors',
      label: 'Competitors to compare',
      type: 'textarea',
      placeholder: 'e.g. Oddbox (direct), Etepetete (direct), Fruitful Office (indirect), supermarket delivery (substitute)',
      required: true,
      help: 'Five to eight names, each marked as direct, indirect or substitute.',
      tooltip: 'Take them from your market research report and add any the team knows from experience.',
    },
    {
      id: 'comparison_criteria',
      label: 'Comparison criteria',
      type: 'textarea',
      placeholder: 'e.g. price per week, delivery flexibility, sustainability proof, minimum order, customer service',
      required: false,
      help: 'Five to seven things customers weigh when choosing.',
      tooltip: 'Leave empty and the assistant will propose criteria for your market.',
    },
    {
      id: 'differentiation_hypothesis',
      label: 'Where we think we can win',
      type: 'textarea',
      placeholder: 'e.g. Nobody serves offices with flexible, zero-waste deliveries that can be paused week by week.',
      required: true,
      help: 'Your current guess at the gap in the market.',
      tooltip: 'It is fine to be wrong; the matrix is there to test it.',
    },
    {
      id: 'price_positioning',
      label: 'Intended price positioning',
      type: 'select',
      options: [
        { value: 'Budget', label: 'Budget: cheaper than most alternatives' },
        { value: 'Mid-market', label: 'Mid-market: comparable price, better value' },
        { value: 'Premium', label: 'Premium: higher price, clearly better outcome' },
        { value: 'Undecided', label: 'Undecided' },
      ],
      required: false,
      help: 'Where you expect to sit on price compared with the matrix.',
      tooltip: 'The assistant will check whether this position is already crowded.',
    },
    {
      id: 'matrix_format',
      label: 'Matrix format',
      type: 'select',
      options: [
        { value: 'Markdown table', label: 'Markdown table (for documents)' },
        { value: 'CSV', label: 'CSV (for spreadsheets)' },
      ],
      required: false,
      help: 'How the matrix itself should be delivered.',
      tooltip: 'CSV can be pasted straight into Google Sheets or Excel.',
    },
  ],
  promptTemplate: `# Role
You are a competitive strategy consultant who helps startups find a defensible position. You compare competitors on facts you can verify and you are honest when a market has no obvious gap.

# Context from our earlier work
- Startup: {{phase1.company_name}}
- Idea: {{phase1.product_idea}}
{{#if phase1.target_market}}- Target customers: {{phase1.target_market}}
{{/if}}{{#if phase1.geography}}- First market: {{phase1.geography}}
{{/if}}{{#if phase1.business_model}}- Business model: {{phase1.business_model}}
{{/if}}
# Competitors to analyse
{{competitors}}

# Our hypothesis
{{differentiation_hypothesis}}
{{#if price_positioning}}
Intended price positioning: {{price_positioning}}.
{{/if}}
# Task
1. For each competitor, research its offer, target customer, pricing (with the date you checked it), main promise, distribution channels, and its strongest and weakest points according to customer reviews.
2. Compare all competitors on {{#if comparison_criteria}}these criteria: {{comparison_criteria}}{{else}}the six criteria that matter most to buyers in this market (propose them and explain why){{/if}}. Rate each cell 1–5 and add a short justification.
3. Add a column for {{phase1.company_name}} based on our idea and hypothesis, rated honestly.
4. Identify white space: combinations of needs that no competitor serves well.
5. Test our hypothesis: is the gap real, already occupied, or too small to matter? Say which and why.
6. Draw a 2×2 positioning map (describe the two axes and place every competitor and us on it in text).
7. Finish with a one-sentence positioning statement for {{phase1.company_name}}: "For [customer] who [need], {{phase1.company_name}} is the [category] that [benefit], unlike [main alternative]."

# Rules
- Only use information you can find or reasonably infer; label inferences.
- Include a source link for each price and each claim about a competitor.

# Output format
{{#if matrix_format == 'CSV'}}First the matrix as a CSV code block (one row per competitor, one column per criterion, plus a notes column), then the analysis in Markdown.{{else}}A Markdown document titled "Competitor Matrix: {{phase1.company_name}}" with the matrix as a Markdown table, followed by sections: Competitor profiles, White space, Hypothesis check, Positioning map, Positioning statement, Sources.{{/if}}`,
  expectedOutput: {
    fileCreated: 'competitor-matrix.md',
    whyItMatters:
      'The matrix shows investors, teammates and future customers that you know the alternatives and can say in one sentence why you are different. It also keeps you from building a product whose only difference is the logo.',
    nextSteps: 'Circle the white space you want to own and the customer segment it serves. Phase 3 researches that customer in depth to confirm the need is real.',
  },
  instructions: [
    'Save the answer as competitor-matrix.md (or .csv for the matrix itself).',
    "Check every price in the matrix on the competitor's website and correct it if needed.",
    'Agree on the positioning statement as a team; you will reuse it in Phases 4 and 7.',
  ],
};
