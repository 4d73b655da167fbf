import type { PhaseConfig } from '../schema.js';

export const phase4: PhaseConfig = {
  phase: 4,
  title: 'Design & Select the Hero Offer',
  estimatedTime: '60 minutes',
  intro:
    'Customers do not buy ideas; they buy offers. An offer is a specific promise at a specific price: what the customer gets, what result it brings, and why it is safe to say yes. In this phase you sketch several offers, have an AI assistant sharpen and score them against your research, and choose the single hero offer you will build, brand and launch.',
  decisionBoxContent: {
    title: 'What makes a hero offer',
    subtitle: 'One offer, chosen on evidence, that a customer understands in ten seconds',
    sections: [
      {
        number: 1,
        title: 'The parts of an offer',
        items: [
          { label: 'Outcome', content: 'The result the customer gets, in their words, not your features.' },
          { label: 'Deliverable', content: 'Exactly what they receive and when.' },
          { label: 'Price and model', content: 'How much, how often, and what it is compared with.' },
          { label: 'Risk reversal', content: 'A guarantee, trial or pilot that makes it easy to say yes.' },
        ],
      },
      {
        number: 2,
        title: 'How to choose',
        items: [
          { label: 'Evidence', content: 'Prefer the offer that answers the strongest need found in your deep research.' },
          { label: 'Feasibility', content: 'Prefer the offer you can deliver to the first ten customers by hand if needed.' },
          { label: 'Difference', content: 'Prefer the offer that sits in the white space of your competitor matrix.' },
        ],
      },
    ],
    action: {
      title: 'Your action in this phase',
      items: [
        'Sketch at least three offer ideas, however rough.',
        'Run the prompt and read the scoring critically.',
        'Decide on one hero offer and write it down in one sentence.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Brainstorm three to five offer variations', time: '15 min' },
    { step: 2, action: 'Describe the outcome the customer wants and your pricing idea', time: '10 min' },
    {
      step: 3,
      action: 'Run the prompt and compare the scored offers',
      time: '15 min',
      details: {
        title: 'Reading the scorecard',
        steps: [
          'Check that each score cites your research, not general wisdom.',
          'Look for the offer with the best balance, not the single highest score.',
          'Ask the assistant to combine strong parts of two offers if needed.',
        ],
      },
    },
    { step: 4, action: 'Choose the hero offer and test its one-line pitch on someone outside the team', time: '20 min' },
  ],
  fields: [
    {
      id: 'offer_ideas',
      label: 'Offer ideas',
      type: 'textarea',
      placeholder:
        'e.g. A) Weekly rescued-veg box for offices, €89/week. B) Monthly "zero-waste kitchen" subscription with snacks and reporting. C) One-off team cooking event with surplus produce.',
      required: true,
      help: 'Three to five different offers, each with what is delivered and a rough price.',
      tooltip: 'Vary more than the price: change the deliverable, the frequency or the customer.',
    },
    {
      id: 'customer_outcome',
      label: 'Outcome the customer wants',
      type: 'textarea',
      placeholder: 'e.g. Healthy snacks staff actually eat, no food waste, and a sustainability story for the company report.',
      required: true,
      help: 'The result your customer is paying for, in their words.',
      tooltip: 'Take this from the strongest evidence in your deep research.',
    },
    {
      id: 'pricing_model',
      label: 'Pricing model',
      type: 'select',
      options: [
        { value: 'One-off purchase', label: 'One-off purchase' },
        { value: 'Subscription', label: 'Subscription' },
        { value: 'Usage-based', label: 'Usage-based' },
        { value: 'Freemium', label: 'Freemium with paid upgrade' },
        { value: 'Tiered packages', label: 'Tiered packages (good / better / best)' },
      ],
      required: false,
      help: 'How customers pay.',
      tooltip: 'Match how customers already pay for the alternatives in your matrix.',
    },
    {
      id: 'price_point',
      label: 'Price you have in mind',
      type: 'text',
      placeholder: 'e.g. €89 per week, billed monthly',
      required: false,
      help: 'Include the currency and the period.',
      tooltip: 'The assistant will sanity-check it against competitor prices.',
    },
    {
      id: 'guarantee',
      label: 'Guarantee or risk reversal',
      type: 'text',
      placeholder: 'e.g. First box free; cancel any week',
      required: false,
      help: 'What makes it safe for a customer to try you.',
      tooltip: 'A strong guarantee often matters more than a lower price.',
    },
  ],
  promptTemplate: `# Role
You are an offer designer and pricing strategist for early-stage startups. You turn rough ideas into irresistible, specific offers and you choose between them on evidence, not enthusiasm.

# What we know
- Startup: {{phase1.company_name}} — {{phase1.product_idea}}
- Target customer: {{phase3.target_customer}}
- Their problem: {{phase3.core_problem}}
- Where we can win against competitors: {{phase2.differentiation_hypothesis}}
{{#if phase2.price_positioning}}- Intended price positioning: {{phase2.price_positioning}}
{{/if}}- The outcome the customer wants: {{customer_outcome}}

# Our offer ideas
{{offer_ideas}}
{{#if pricing_model}}
Preferred pricing model: {{pricing_model}}{{#if price_point}} at {{price_point}}{{/if}}.
{{else}}{{#if price_point}}
Price we have in mind: {{price_point}}.
{{/if}}{{/if}}{{#if guarantee}}
Guarantee we are considering: {{guarantee}}
{{/if}}
# Task
1. Rewrite each offer idea as a complete offer: name, promised outcome, exact deliverables, price and billing, risk reversal, and who it is for.
2. Score each offer from 1 to 5 on: strength of customer need (use the research), difference from competitors, willingness to pay, ease of delivery for the first ten customers, and scalability. Show the scores as a table with a one-line reason per score.
3. Recommend one hero offer and explain why it beats the others. If combining two offers gives a stronger result, propose the combination.
4. For the hero offer, write:
   - a one-sentence pitch a customer understands in ten seconds,
   - a headline and sub-headline for a landing page,
   - three bullet points of benefits,
   - the main objection and how the offer answers it,
   - a pricing recommendation with a short justification against competitor prices.
5. Suggest the smallest experiment that would show real demand within two weeks (for example a pre-order page or ten sales conversations), with a success threshold.

# Output format
A Markdown document titled "Hero Offer: {{phase1.company_name}}" with sections: Offer options, Scorecard, Recommendation, Hero offer (pitch, headline, benefits, objection handling, pricing), Demand experiment.`,
  expectedOutput: {
    fileCreated: 'hero-offer.md',
    whyItMatters:
      'A clear hero offer focuses everything that follows: the product brief builds only what the offer promises, the brand speaks to its customer and the website sells it. Teams that skip this step end up with a website that describes a product but sells nothing.',
    nextSteps:
      'Write the chosen hero offer and its one-sentence pitch at the top of your team notes. In Phase 5 you turn it into a product brief with the features needed to deliver it.',
  },
  instructions: [
    'Save the answer as hero-offer.md.',
    'Say the one-sentence pitch to someone outside your team and note what they ask back.',
    'If possible, run the suggested demand experiment before the launch phase.',
  ],
};
