import type { PhaseConfig } from '../schema.js';

export const phase8: PhaseConfig = {
  phase: 8,
  title: 'Launch Strategy & Go-to-Market',
  estimatedTime: '60 minutes',
  intro:
    'A website nobody visits proves nothing. In this final phase you plan how the first customers will find you: one measurable launch goal, the two or three channels where your customers already are, a launch offer that gives them a reason to act now, and a weekly rhythm for looking at the numbers. Then submit your live site to your cohort showcase.',
  decisionBoxContent: {
    title: 'Go-to-market in four decisions',
    subtitle: 'Focus beats reach in the first weeks',
    sections: [
      {
        number: 1,
        title: 'Goal',
        items: [
          { label: 'Measurable', content: 'Write a number and a date: "40 waitlist sign-ups from office managers by 30 June".' },
          { label: 'Tied to the website goal', content: 'Count the action your landing page asks for, not likes or page views.' },
        ],
      },
      {
        number: 2,
        title: 'Channels',
        items: [
          { label: 'Where customers already are', content: 'Use your research: which communities, platforms, events or newsletters do they trust?' },
          { label: 'Two or three, not ten', content: 'Doing a few channels well teaches you more than doing many badly.' },
        ],
      },
      {
        number: 3,
        title: 'Launch offer and rhythm',
        items: [
          { label: 'Reason to act now', content: 'A founding-customer price, limited pilot places or a bonus for the first sign-ups.' },
          { label: 'Weekly review', content: 'Fix a time each week to look at the numbers and decide one change.' },
        ],
      },
    ],
    action: {
      title: 'Your action in this phase',
      items: [
        'Agree on the launch goal and channels.',
        'Run the prompt and turn its 30-day plan into tasks with owners.',
        'Submit your deployed website to the cohort showcase.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Set the launch goal and pick the channels', time: '15 min' },
    { step: 2, action: 'Define the launch offer and budget', time: '10 min' },
    { step: 3, action: 'Run the prompt and assign owners to every task in the plan', time: '20 min' },
    {
      step: 4,
      action: 'Submit your website and get ready for the showcase',
      time: '15 min',
      details: {
        title: 'Before you submit',
        steps: [
          'Open the URL in a private browser window to check it is public.',
          'Check the call to action once more, end to end.',
          'Prepare a two-sentence description of your startup for the showcase.',
        ],
      },
    },
  ],
  fields: [
    {
      id: 'launch_goal',
      label: 'Launch goal',
      type: 'text',
      placeholder: 'e.g. 40 waitlist sign-ups from office managers by 30 June',
      required: true,
      help: 'One number, one action, one date.',
      tooltip: 'Count the action your landing page asks for.',
    },
    {
      id: 'launch_channels',
      label: 'Launch channels',
      type: 'textarea',
      placeholder: 'e.g. LinkedIn posts and direct messages to office managers; Munich startup coworking newsletters; two local sustainability meetups',
      required: true,
      help: 'Two or three channels where your customers already spend time.',
      tooltip: 'Take these from your deep research: where do your customers look for advice?',
    },
    {
      id: 'website_url',
      label: 'Live website URL',
      type: 'text',
      placeholder: 'e.g. https://greencrate.lovable.app',
      required: false,
      help: 'The page you built in Phase 7. In a cohort, this also fills in the "Submit Your Deployed Website" card below.',
      tooltip: 'Every post and message in the plan will link here.',
    },
    {
      id: 'launch_date',
      label: 'Launch date',
      type: 'text',
      placeholder: 'e.g. Monday 2 June',
      required: false,
      help: 'When the first public announcement goes out.',
      tooltip: 'A fixed date creates helpful pressure; pick one within two weeks.',
    },
    {
      id: 'launch_offer',
      label: 'Launch offer',
      type: 'text',
      placeholder: 'e.g. First 20 offices get the founding price of €69/week for six months',
      required: false,
      help: 'A reason for early customers to act now.',
      tooltip: 'Limited and honest works best; never invent fake scarcity.',
    },
    {
      id: 'budget',
      label: 'Launch budget',
      type: 'select',
      options: [
        { value: 'No budget', label: 'No budget (time only)' },
        { value: 'Under €250', label: 'Under €250' },
        { value: '€250–€1,000', label: '€250–€1,000' },
        { value: 'Over €1,000', label: 'Over €1,000' },
      ],
      required: false,
      help: 'Money available for ads, events or tools in the first 30 days.',
      tooltip: 'With no budget, the plan focuses on direct outreach and communities.',
    },
    {
      id: 'team_capacity',
      label: 'Team time per week',
      type: 'select',
      options: [
        { value: 'Under 5 hours', label: 'Under 5 hours' },
        { value: '5–15 hours', label: '5–15 hours' },
        { value: 'Over 15 hours', label: 'Over 15 hours' },
      ],
      required: false,
      help: 'Combined hours the team can spend on the launch each week.',
      tooltip: 'The plan is sized to fit; a plan you cannot execute is worse than a small one.',
    },
  ],
  promptTemplate: `# Role
You are a go-to-market advisor for early-stage startups. You design focused, low-cost launch plans that produce measurable evidence of demand within 30 days, and you size them to the team's real capacity.

# Our startup
- Company: {{phase1.company_name}}{{#if team.name}} (team "{{team.name}}"){{/if}}
- Target customer: {{phase3.target_customer}}
- Hero offer: {{phase5.hero_offer}}
- Positioning: {{phase2.differentiation_hypothesis}}
- Brand voice: {{phase6.voice_persona}}
{{#if phase7.website_goal}}- Website goal: {{phase7.website_goal}}, call to action "{{phase7.primary_cta}}"
{{/if}}{{#if website_url}}- Live website: {{website_url}}
{{/if}}
# Launch decisions
- Goal: {{launch_goal}}
- Channels: {{launch_channels}}
{{#if launch_date}}- Launch date: {{launch_date}}
{{/if}}{{#if launch_offer}}- Launch offer: {{launch_offer}}
{{/if}}{{#if budget}}- Budget: {{budget}}
{{/if}}{{#if team_capacity}}- Team time: {{team_capacity}} per week
{{/if}}
# Task
1. Check the goal: is it specific, measurable and realistic for our channels{{#if team_capacity}} and time{{/if}}? If not, propose a better one.
2. For each channel, explain why it reaches our customer, the tactic to use, the message angle and the expected results (with a conversion funnel estimate from reach to the goal action).
3. Write a 30-day launch plan as a table: week, task, channel, owner role, time needed, done-when.{{#if budget == 'No budget'}} Use only free tactics: direct outreach, communities, partnerships and content.{{/if}}
4. Draft ready-to-use launch content in our brand voice: an announcement post for each channel, a personal outreach message (under 80 words) and a follow-up message{{#if launch_offer}} featuring the launch offer{{/if}}.{{#if website_url}} Link to {{website_url}} in each.{{/if}}
5. Define a simple metrics dashboard: five numbers to track weekly, where to get each, and the threshold that means "double down" or "change course".
6. List the top five launch risks with a mitigation for each.
7. Close with the three things to do in the first 48 hours.

# Output format
A Markdown document titled "Launch Plan: {{phase1.company_name}}" with numbered sections matching the task. Put each piece of launch content in its own code block so it can be copied directly.`,
  expectedOutput: {
    fileCreated: 'launch-plan.md',
    whyItMatters:
      'Launching is where you stop guessing. A focused plan with one goal and a weekly review turns your first month into a series of small experiments, and gives you real numbers to show your cohort, your mentors and future investors.',
    nextSteps:
      "Submit your deployed website below, then go to the showcase to see the other teams' sites and vote for your favourites. Start the first 48-hour tasks from your plan today.",
  },
  instructions: [
    "Save the plan as launch-plan.md and add every task to your team's task board with an owner.",
    'Submit your deployed website URL in the "Submit Your Deployed Website" card.',
    "Visit the showcase, look at the other teams' sites and cast your top 3 votes.",
    'Book a 30-minute weekly review to look at your launch numbers together.',
  ],
};
