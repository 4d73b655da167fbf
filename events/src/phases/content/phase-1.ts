import type { PhaseConfig } from '../schema.js';

export const phase1: PhaseConfig = {
  phase: 1,
  title: 'Market & Competitor Research',
  estimatedTime: '45–60 minutes',
  intro:
    'Before you design anything, find out whether the market you have in mind is real, how big it is and who already serves it. In this phase you describe your idea in plain words and let an AI research assistant produce a first market report. Treat the report as a map, not the territory: it tells you where to look harder, and every number in it must be checked before you rely on it.',
  decisionBoxContent: {
    title: 'Decide before you prompt',
    subtitle: 'Three choices that make the research specific enough to be useful',
    sections: [
      {
        number: 1,
        title: 'Name the problem, not the product',
        items: [
          { label: 'Problem first', content: 'Describe the pain a customer has today. A research assistant can size a problem; it cannot size a feature.' },
          { label: 'One sentence test', content: 'If you cannot say who suffers and when, the research will come back vague. Sharpen it before you continue.' },
        ],
      },
      {
        number: 2,
        title: 'Pick the first market',
        items: [
          { label: 'Geography', content: 'Choose the country or city you would launch in first. "Global" produces numbers nobody can act on.' },
          { label: 'Buyer type', content: 'Decide whether businesses or consumers pay. It changes the market size, the sales cycle and the competitors.' },
        ],
      },
      {
        number: 3,
        title: 'List what you already know',
        items: [
          { label: 'Known competitors', content: 'Write down every alternative you can think of, including spreadsheets, agencies and "doing nothing".' },
          { label: 'Your hunch', content: 'Note what you expect to find. Comparing it with the report shows where your assumptions were wrong.' },
        ],
      },
    ],
    action: {
      title: 'Your action in this phase',
      items: [
        'Fill in the form together as a team; agree on the wording of the idea.',
        'Copy the generated prompt into a research-capable AI assistant (one that can browse and cite sources).',
        'Save the answer as market-research.md and highlight three facts you still need to verify.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Agree on the company name and a two-sentence description of the idea', time: '10 min' },
    {
      step: 2,
      action: 'Define the first market: who pays, where, and which alternatives they use today',
      time: '15 min',
      details: {
        title: 'Tips for a sharp market definition',
        steps: [
          'Name a customer you could phone this week.',
          'Prefer one country and one segment over a list of many.',
          'Include indirect competitors and workarounds, not only startups like yours.',
        ],
      },
    },
    { step: 3, action: 'Copy the prompt into your AI assistant and run the research', time: '10 min' },
    {
      step: 4,
      action: 'Review the report as a team and check its numbers',
      time: '15 min',
      details: {
        title: 'How to review an AI research report',
        steps: [
          'Open every cited source and confirm the figure is really there.',
          'Mark any number without a source as an estimate.',
          'Write down the three findings that surprised you most.',
        ],
      },
    },
  ],
  fields: [
    {
      id: 'company_name',
      label: 'Company name',
      type: 'text',
      placeholder: 'e.g. GreenCrate',
      required: true,
      help: 'A working name is fine; you can change it later.',
      tooltip: 'Used in every prompt from here on, so pick something the team agrees on.',
    },
    {
      id: 'product_idea',
      label: 'Your idea in two or three sentences',
      type: 'textarea',
      placeholder: 'e.g. A weekly box of surplus vegetables from local farms, delivered to office kitchens, so companies cut food waste and offer healthy snacks.',
      required: true,
      help: 'Say who it is for, what problem it solves and how it works.',
      tooltip: 'Avoid buzzwords. Write it so a friend outside the programme would understand it.',
    },
    {
      id: 'target_market',
      label: 'Who you think your customers are',
      type: 'textarea',
      placeholder: 'e.g. Office managers at companies with 50–500 employees in Munich who already buy snacks for staff.',
      required: false,
      help: 'Describe the people or organisations that would pay, as precisely as you can.',
      tooltip: 'A narrow first segment gives a sharper report. You can widen it later.',
    },
    {
      id: 'business_model',
      label: 'Who pays?',
      type: 'select',
      options: [
        { value: 'B2B', label: 'Businesses (B2B)' },
        { value: 'B2C', label: 'Consumers (B2C)' },
        { value: 'B2B2C', label: 'Businesses that serve consumers (B2B2C)' },
        { value: 'Marketplace', label: 'Both sides of a marketplace' },
        { value: 'Not sure yet', label: 'Not sure yet' },
      ],
      required: false,
      help: 'The buyer type changes market size, pricing and competitors.',
      tooltip: 'If you are unsure, choose "Not sure yet" and the assistant will compare the options.',
    },
    {
      id: 'geography',
      label: 'First market (country or region)',
      type: 'text',
      placeholder: 'e.g. Germany, starting in Munich',
      required: false,
      help: 'Where would you sell first?',
      tooltip: 'Market sizes are only meaningful for a defined geography.',
    },
    {
      id: 'known_competitors',
      label: 'Competitors and alternatives you already know',
      type: 'textarea',
      placeholder: 'e.g. Oddbox, Etepetete, supermarket delivery, office fruit services, doing nothing',
      required: false,
      help: 'List companies, products and workarounds customers use today.',
      tooltip: '"Doing nothing" and spreadsheets are competitors too; include them.',
    },
    {
      id: 'research_focus',
      label: 'What should the research focus on?',
      type: 'select',
      options: [
        { value: 'Balanced overview', label: 'Balanced overview' },
        { value: 'Market size and growth', label: 'Market size and growth' },
        { value: 'Customer segments and needs', label: 'Customer segments and needs' },
        { value: 'Competitive landscape', label: 'Competitive landscape' },
      ],
      required: false,
      help: 'The assistant will go deeper on this area.',
      tooltip: 'Pick the area where the team disagrees most or knows least.',
    },
  ],
  promptTemplate: `# Role
You are a senior market research analyst who advises early-stage founders. You are rigorous with numbers, you cite your sources and you say plainly when evidence is thin.

# Context
{{#if team.name}}I am working with my team "{{team.name}}" on a startup called {{company_name}}.{{else}}I am working on a startup called {{company_name}}.{{/if}}

Our idea: {{product_idea}}
{{#if target_market}}
Who we think the customers are: {{target_market}}
{{/if}}{{#if business_model}}
Business model: {{business_model}}{{#if business_model == 'Not sure yet'}} (we have not decided; compare B2B and B2C for this idea and recommend one){{/if}}
{{/if}}{{#if geography}}
First market: {{geography}}
{{else}}
First market: not decided; propose the most promising country to start in and explain why.
{{/if}}{{#if known_competitors}}
Competitors and alternatives we already know: {{known_competitors}}
{{/if}}
# Task
Produce a market and competitor research report for {{company_name}}.{{#if research_focus}} Go deepest on: {{research_focus}}.{{/if}}

1. Define the market precisely: the problem, the customer and the geography.
2. Estimate market size as TAM, SAM and SOM. Show the calculation (top-down and bottom-up where possible), state every assumption and give a source for each input figure.
3. Describe the three to five most important trends, regulations or shifts that make this market grow or shrink.
4. Identify two to four customer segments, with their needs, their current solutions and how much they pay today.
5. Map the competition: direct competitors, indirect competitors and substitutes (including doing nothing). For each, give positioning, price level, target customer and a notable weakness.
6. List the biggest opportunities and the biggest risks for a new entrant.
7. End with the five open questions we should investigate next.

# Rules
- Use recent sources (ideally from the last three years) and give a link and date for each figure.
- Mark any number you estimate yourself as "(estimate)" and explain how you got it.
- Do not invent companies, statistics or quotes. If you cannot find something, say so.
- Write for founders: concrete, plain English, no filler.

# Output format
A Markdown document titled "Market Research: {{company_name}}" with these sections: Executive summary (five bullet points), Market definition, Market size (with a table of TAM/SAM/SOM), Trends, Customer segments, Competitive landscape (with a table: name, type, target customer, price level, strength, weakness), Opportunities and risks, Open questions, Sources.`,
  expectedOutput: {
    fileCreated: 'market-research.md',
    whyItMatters:
      'Every later phase builds on this report: the competitor matrix uses its competitors, the deep research tests its customer assumptions and your offer is priced against the market it describes. A sharp, sourced report now saves you from building for a market that is too small or already won.',
    nextSteps:
      'Verify the three most important numbers against their sources, note the competitors you did not know about and bring them into Phase 2, where you compare them side by side.',
  },
  instructions: [
    'Save the AI answer as market-research.md in your team folder.',
    'Open at least three of the cited sources and check that the figures match.',
    'Highlight the competitors you want to analyse in detail in Phase 2.',
    'Click "Continue to Phase 2" when the team agrees the market is worth pursuing.',
  ],
};
