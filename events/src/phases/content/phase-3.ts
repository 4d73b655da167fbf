import type { PhaseConfig } from '../schema.js';

export const phase3: PhaseConfig = {
  phase: 3,
  title: 'Background Research: Deep-Research',
  estimatedTime: '60–90 minutes (most of it while the research runs)',
  intro:
    'Now go deep on one customer and one problem. Deep-research assistants can read dozens of sources in one run, but they are only as good as the brief you give them. In this phase you write that brief: who exactly the customer is, what you believe about their problem, and which beliefs would sink the startup if they turned out to be false.',
  decisionBoxContent: {
    title: 'Write a research brief, not a question',
    subtitle: 'Good deep research starts from explicit assumptions',
    sections: [
      {
        number: 1,
        title: 'One customer, described concretely',
        items: [
          { label: 'Situation', content: 'Where are they, what are they trying to get done, what triggers the problem?' },
          { label: 'Current behaviour', content: 'What do they do about it today, and what does that cost them in money, time or frustration?' },
        ],
      },
      {
        number: 2,
        title: 'Riskiest assumptions',
        items: [
          { label: 'Desirability', content: 'Do they care enough to change what they do today?' },
          { label: 'Viability', content: 'Will they pay enough, often enough, for the business to work?' },
          { label: 'Feasibility', content: 'Can you deliver it with the time, skills and rules you have?' },
        ],
      },
    ],
    action: {
      title: 'Your action in this phase',
      items: [
        'Write down three to five assumptions, starting with the one that scares you most.',
        'Run the prompt in a deep-research tool and let it finish.',
        'Mark each assumption as supported, contradicted or still unknown.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Describe your target customer and their problem', time: '15 min' },
    {
      step: 2,
      action: 'List your riskiest assumptions',
      time: '15 min',
      details: {
        title: 'Finding the riskiest assumption',
        steps: [
          'Ask: "If this were false, would we stop?" Keep the ones where the answer is yes.',
          'Rewrite each as a statement that could be proved wrong.',
          'Order them from most to least dangerous.',
        ],
      },
    },
    { step: 3, action: 'Run the deep-research prompt', time: '20–40 min' },
    { step: 4, action: 'Score every assumption against the evidence and plan customer interviews for the gaps', time: '15 min' },
  ],
  fields: [
    {
      id: 'target_customer',
      label: 'Target customer',
      type: 'textarea',
      placeholder: 'e.g. Office managers at tech companies with 50–200 staff in Munich, responsible for kitchen supplies and team wellbeing budgets.',
      required: true,
      help: 'One specific customer, with role, situation and context.',
      tooltip: 'Narrower is better. "Young people" is a market; "first-year students cooking for themselves" is a customer.',
    },
    {
      id: 'core_problem',
      label: 'The problem they have',
      type: 'textarea',
      placeholder: 'e.g. Snack budgets go to unhealthy packaged food, fruit deliveries rot over the weekend and staff complain about both.',
      required: true,
      help: "Describe the problem in the customer's own words, and what it costs them.",
      tooltip: 'If you can quote a real customer, do it.',
    },
    {
      id: 'assumptions',
      label: 'Riskiest assumptions',
      type: 'textarea',
      placeholder:
        'e.g. 1) Office managers control a snack budget of at least €300/month. 2) They would switch supplier for less waste. 3) Farms can supply surplus reliably every week.',
      required: false,
      help: 'Three to five statements that must be true for the startup to work.',
      tooltip: 'Number them; the research will answer each one by number.',
    },
    {
      id: 'research_depth',
      label: 'Research depth',
      type: 'select',
      options: [
        { value: 'Quick scan', label: 'Quick scan (about 15 sources)' },
        { value: 'Standard', label: 'Standard (about 30 sources)' },
        { value: 'Exhaustive', label: 'Exhaustive (as many as needed)' },
      ],
      required: false,
      help: 'How thorough the assistant should be.',
      tooltip: 'Choose Exhaustive only if your tool supports long-running research.',
    },
    {
      id: 'preferred_sources',
      label: 'Sources to prioritise',
      type: 'select',
      options: [
        { value: 'Academic and industry reports', label: 'Academic and industry reports' },
        { value: 'Customer voices (forums, reviews, social media)', label: 'Customer voices (forums, reviews, social media)' },
        { value: 'Government and statistical data', label: 'Government and statistical data' },
        { value: 'A mix of all of these', label: 'A mix of all of these' },
      ],
      required: false,
      help: 'Where the assistant should look first.',
      tooltip: 'Customer voices are best for testing whether a problem really hurts.',
    },
    {
      id: 'open_questions',
      label: 'Other questions for the research',
      type: 'textarea',
      placeholder: 'e.g. Which regulations apply to delivering food to workplaces? What do companies spend on staff snacks per head?',
      required: false,
      help: 'Anything else the team wants answered.',
      tooltip: 'Questions about regulation, costs and suppliers belong here.',
    },
  ],
  promptTemplate: `# Role
You are a deep-research analyst supporting a startup team. You investigate a customer and their problem thoroughly, weigh evidence for and against our assumptions, and separate facts from opinions.

# What we know so far
- Startup: {{phase1.company_name}}, idea: {{phase1.product_idea}}
{{#if phase1.geography}}- First market: {{phase1.geography}}
{{/if}}- Competitors we analysed: {{phase2.competitors}}
- Where we think we can win: {{phase2.differentiation_hypothesis}}

# Research focus
Target customer: {{target_customer}}

Their problem: {{core_problem}}
{{#if assumptions}}
Assumptions to test (answer each one by its number):
{{assumptions}}
{{else}}
We have not written our assumptions down yet. Start by listing the five assumptions that must be true for this startup to succeed (desirability, viability, feasibility), then test each one.
{{/if}}{{#if open_questions}}
Further questions: {{open_questions}}
{{/if}}
# Task
1. Build a detailed profile of the target customer: context, goals, daily workflow around the problem, decision-making power and budget.
2. Establish how severe and how frequent the problem is, with evidence (data, studies, real customer quotes from forums or reviews).
3. Describe how customers solve the problem today and what they spend on it in money and time.
4. For every assumption, give a verdict (Supported / Contradicted / Unclear), the evidence for and against, and a confidence level.
5. Identify buying triggers, objections and the people who influence the purchase.
6. List regulations, standards or practical constraints that affect a new solution.
7. Recommend ten interview questions we should ask real customers to close the biggest remaining gaps.

# Rules
{{#if research_depth}}- Research depth: {{research_depth}}.
{{/if}}{{#if preferred_sources}}- Prioritise these sources: {{preferred_sources}}.
{{/if}}- Cite every claim with a link and publication date; prefer sources from the last three years.
- Quote customers verbatim where possible and say where the quote comes from.
- Flag contradictory evidence instead of smoothing it over.

# Output format
A Markdown report titled "Deep Research: {{target_customer}}" with sections: Summary of findings, Customer profile, Problem evidence, Current solutions and spend, Assumption verdicts (as a table: #, assumption, verdict, key evidence, confidence), Buying triggers and objections, Constraints, Interview guide, Sources.`,
  expectedOutput: {
    fileCreated: 'deep-research.md',
    whyItMatters:
      'Most startups fail because they solve a problem customers do not care about enough. This report tests your riskiest beliefs with evidence before you spend time and money on an offer or a product.',
    nextSteps:
      'Talk to at least three real customers using the interview guide. Bring the verdicts and what you hear into Phase 4, where you design offers around the needs the evidence supports.',
  },
  instructions: [
    'Save the research as deep-research.md.',
    'Copy the assumption table into your team notes and update it after every customer conversation.',
    'If a key assumption was contradicted, discuss as a team whether to adjust the target customer before continuing.',
  ],
};
