import type { PhaseConfig } from '../schema.js';

export const phase5: PhaseConfig = {
  phase: 5,
  title: 'Product Design & Feature Definition',
  estimatedTime: '60 minutes',
  intro:
    'With the hero offer chosen, decide what you actually have to build to deliver it. In this phase you write a product brief: the journey a customer takes from first contact to the promised outcome, the handful of features that journey needs for launch, and the long list of things you will not build yet. The brief becomes the single reference for your design, your website and any AI builder you use.',
  decisionBoxContent: {
    title: 'Scope the smallest product that keeps the promise',
    subtitle: 'Every feature must earn its place in the customer journey',
    sections: [
      {
        number: 1,
        title: 'Start from the journey',
        items: [
          { label: 'First contact', content: 'How does the customer hear about you and what makes them try it?' },
          { label: 'First value', content: 'What is the moment they first get the promised outcome? Shorten the path to it.' },
          { label: 'Coming back', content: 'What brings them back or makes them pay again?' },
        ],
      },
      {
        number: 2,
        title: 'Prioritise ruthlessly',
        items: [
          { label: 'Must have', content: 'Without it the hero offer cannot be delivered at all.' },
          { label: 'Should have', content: 'Improves the experience but can be done by hand at first.' },
          { label: "Won't have (yet)", content: 'Good ideas that wait until customers ask for them.' },
        ],
      },
    ],
    action: {
      title: 'Your action in this phase',
      items: [
        'Write the customer journey in five to eight steps.',
        'List features and mark which ones are truly must-have.',
        'Agree on one number that will show the product works.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Paste your hero offer and choose the product type', time: '5 min' },
    { step: 2, action: 'Map the customer journey step by step', time: '15 min' },
    {
      step: 3,
      action: 'List and prioritise features',
      time: '15 min',
      details: {
        title: 'A quick prioritisation exercise',
        steps: [
          'Write every feature idea on its own sticky note.',
          'Place each on the journey step it supports; remove notes that fit nowhere.',
          'For each remaining note ask: could we do this by hand for the first ten customers?',
        ],
      },
    },
    { step: 4, action: 'Run the prompt and review the brief together', time: '20 min' },
  ],
  fields: [
    {
      id: 'hero_offer',
      label: 'Your hero offer',
      type: 'textarea',
      placeholder:
        'e.g. "Zero-Waste Office Box": a weekly box of rescued local vegetables and snacks for offices of 50–200 people, €89/week, first box free, cancel any week.',
      required: true,
      help: 'Paste the offer and one-sentence pitch you chose in Phase 4.',
      tooltip: 'The brief only includes what this offer needs.',
    },
    {
      id: 'product_type',
      label: 'Type of product',
      type: 'select',
      options: [
        { value: 'Web app', label: 'Web app' },
        { value: 'Mobile app', label: 'Mobile app' },
        { value: 'Physical product', label: 'Physical product' },
        { value: 'Service', label: 'Service (delivered by people)' },
        { value: 'Digital product', label: 'Digital product (course, template, content)' },
        { value: 'Hybrid', label: 'Hybrid (physical or service with a digital layer)' },
      ],
      required: false,
      help: 'What the customer receives, in the broadest terms.',
      tooltip: 'This changes the format of the brief: screens for apps, specifications for physical products.',
    },
    {
      id: 'core_features',
      label: 'Features and components',
      type: 'textarea',
      placeholder: 'e.g. Online order and pause page; weekly box contents email; farm sourcing process; delivery route planning; monthly waste-saved report',
      required: true,
      help: 'Everything you think the product needs; the brief will prioritise it.',
      tooltip: 'Include manual processes too; they are features of the first version.',
    },
    {
      id: 'user_journey',
      label: 'Customer journey',
      type: 'textarea',
      placeholder: 'e.g. Sees LinkedIn post → visits site → books free first box → receives box Monday → gets contents email → subscribes → monthly report',
      required: false,
      help: 'The steps from first contact to the promised outcome and back again.',
      tooltip: 'Leave empty and the assistant will draft one from your offer.',
    },
    {
      id: 'out_of_scope',
      label: 'Deliberately out of scope',
      type: 'textarea',
      placeholder: 'e.g. Native mobile app, custom box contents per employee, deliveries outside Munich',
      required: false,
      help: 'What you will not build for launch.',
      tooltip: 'Writing it down stops scope creep later.',
    },
    {
      id: 'success_metric',
      label: 'How you will know it works',
      type: 'text',
      placeholder: 'e.g. 60% of trial offices subscribe after the free box',
      required: false,
      help: 'One measurable number with a target.',
      tooltip: 'Pick the number closest to customers getting value, not page views.',
    },
    {
      id: 'constraints',
      label: 'Constraints',
      type: 'textarea',
      placeholder: 'e.g. Four-week build time, no developers in the team, budget €500, food hygiene rules for deliveries',
      required: false,
      help: 'Time, budget, skills, regulation or technology limits.',
      tooltip: 'Be honest; the brief is only useful if you can deliver it.',
    },
  ],
  promptTemplate: `# Role
You are an experienced product manager and product designer. You write concise product briefs that a small team, a designer or an AI builder can act on immediately, and you cut scope without mercy.

# Context
- Startup: {{phase1.company_name}}
- Target customer: {{phase3.target_customer}}
- Problem: {{phase3.core_problem}}
- Positioning against competitors: {{phase2.differentiation_hypothesis}}
- Hero offer: {{hero_offer}}
{{#if phase4.customer_outcome}}- Outcome the customer pays for: {{phase4.customer_outcome}}
{{/if}}{{#if product_type}}- Product type: {{product_type}}
{{/if}}
# Our input
Features and components we have in mind:
{{core_features}}
{{#if user_journey}}
Customer journey as we see it:
{{user_journey}}
{{/if}}{{#if out_of_scope}}
Out of scope for launch: {{out_of_scope}}
{{/if}}{{#if constraints}}
Constraints: {{constraints}}
{{/if}}
# Task
Write a product brief for the first launchable version of {{phase1.company_name}}.
1. Problem and goal: the customer, the problem and the outcome in three sentences.
2. Customer journey: {{#if user_journey}}refine our journey{{else}}draft the journey{{/if}} in five to eight steps, marking the "first value" moment.
3. Features: prioritise every feature as Must / Should / Won't (MoSCoW), mapped to the journey step it serves. For each Must, write a user story ("As a …, I want …, so that …") and two or three acceptance criteria.
4. Manual first: for each Should, say how it can be done by hand for the first ten customers.
{{#if product_type == 'Physical product'}}5. Product specification: materials, dimensions, packaging, sourcing and unit cost estimate.
{{else}}{{#if product_type == 'Service'}}5. Service blueprint: front-stage and back-stage actions for each journey step, and who performs them.
{{else}}5. Screens or touchpoints: list each screen or touchpoint with its purpose and key content.
{{/if}}{{/if}}6. Success metrics: {{#if success_metric}}use "{{success_metric}}" as the primary metric and add two supporting ones{{else}}propose one primary metric with a target and two supporting metrics{{/if}}.
7. Risks and open questions, with how we could resolve each within a week.

# Output format
A Markdown document titled "Product Brief: {{phase1.company_name}}" with numbered sections matching the task, a MoSCoW table (feature, priority, journey step, reason) and no more than about two pages of text.`,
  expectedOutput: {
    fileCreated: 'product-brief.md',
    whyItMatters:
      'The brief turns an offer into work you can plan. It keeps the team building the few things that deliver the promise, and it is the context you will give to AI tools for branding and for building the website.',
    nextSteps:
      'Share the brief with everyone in the team and agree on the Must list. In Phase 6 you create the brand and media kit that give the product its look and voice.',
  },
  instructions: [
    'Save the brief as product-brief.md.',
    "Check that every Must feature traces back to the hero offer; move anything else to Should or Won't.",
    'Keep the brief open: you will paste parts of it into the website builder in Phase 7.',
  ],
};
