import type { PhaseConfig } from '../schema.js';

export const phase7: PhaseConfig = {
  phase: 7,
  title: 'Website & Digital Presence',
  estimatedTime: '90 minutes',
  intro:
    'Time to put your startup on the internet. In this phase you set up an AI website-building agent with everything you have decided so far: the customer, the hero offer, the product brief and the brand. The prompt is written as a complete build brief, so the agent can produce a working landing page in one go, and you spend your time reviewing and improving it rather than explaining the basics.',
  decisionBoxContent: {
    title: 'A landing page with one job',
    subtitle: 'Decide what a visitor should do, then design everything around it',
    sections: [
      {
        number: 1,
        title: 'One goal, one call to action',
        items: [
          { label: 'Goal', content: 'Choose the single action that proves demand: sign up, pre-order, book a call or buy.' },
          { label: 'Call to action', content: 'Use the same button text everywhere on the page; make it say what happens next.' },
        ],
      },
      {
        number: 2,
        title: 'Choosing an AI builder',
        items: [
          { label: 'Code-generating agents', content: 'Tools such as Lovable, Bolt, v0 or Replit generate a real web app you can extend and deploy.' },
          { label: 'Visual builders', content: 'Tools such as Framer or Webflow give more design control and use AI for layout and copy.' },
          { label: 'Either way', content: 'Make sure you can publish to a public URL today; you need it for the showcase.' },
        ],
      },
    ],
    action: {
      title: 'Your action in this phase',
      items: [
        'Decide the website goal and the call-to-action text.',
        'Paste the prompt into your AI builder and generate the first version.',
        'Review it on a phone, fix the copy and publish it to a public URL.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Choose the website goal, call to action and builder', time: '10 min' },
    { step: 2, action: 'Paste the prompt into the AI builder and generate the site', time: '15 min' },
    {
      step: 3,
      action: 'Review and iterate with the agent',
      time: '40 min',
      details: {
        title: 'Review checklist',
        steps: [
          'Can a stranger tell what you offer and for whom within five seconds?',
          'Does every button lead to the same call to action?',
          'Does the page work and look right on a phone?',
          'Is the form actually collecting sign-ups (send yourself a test)?',
          'Ask the agent for one change at a time and check each result.',
        ],
      },
    },
    { step: 4, action: 'Publish the site and share the URL with the team', time: '15 min' },
  ],
  fields: [
    {
      id: 'website_goal',
      label: 'Website goal',
      type: 'select',
      options: [
        { value: 'Collect waitlist sign-ups', label: 'Collect waitlist sign-ups' },
        { value: 'Take pre-orders', label: 'Take pre-orders' },
        { value: 'Book demos or calls', label: 'Book demos or calls' },
        { value: 'Sell directly', label: 'Sell directly' },
      ],
      required: true,
      help: 'The single thing a visitor should do.',
      tooltip: 'Pick the action that best proves real demand at this stage.',
    },
    {
      id: 'primary_cta',
      label: 'Call-to-action button text',
      type: 'text',
      placeholder: 'e.g. Get your first box free',
      required: true,
      help: 'The text on your main button. Say what the visitor gets.',
      tooltip: '"Get your first box free" beats "Submit" or "Learn more".',
    },
    {
      id: 'ai_builder',
      label: 'AI website builder',
      type: 'select',
      options: [
        { value: 'Lovable', label: 'Lovable' },
        { value: 'Bolt', label: 'Bolt' },
        { value: 'v0', label: 'v0' },
        { value: 'Replit Agent', label: 'Replit Agent' },
        { value: 'Framer AI', label: 'Framer AI' },
        { value: 'Other', label: 'Other / not sure yet' },
      ],
      required: false,
      help: 'The tool you will paste this prompt into.',
      tooltip: 'The prompt adapts its technical instructions to code-generating agents.',
    },
    {
      id: 'page_sections',
      label: 'Sections you want on the page',
      type: 'textarea',
      placeholder: 'e.g. Hero with offer and button; how it works in 3 steps; what is in the box; impact numbers; FAQ; sign-up form',
      required: false,
      help: 'Leave empty for a proven landing page structure.',
      tooltip: 'Fewer sections usually convert better.',
    },
    {
      id: 'domain_name',
      label: 'Domain name',
      type: 'text',
      placeholder: 'e.g. greencrate.de',
      required: false,
      help: 'If you have or want a domain.',
      tooltip: "The builder's free subdomain is fine for the showcase.",
    },
    {
      id: 'seo_keywords',
      label: 'Search keywords',
      type: 'text',
      placeholder: 'e.g. office vegetable delivery Munich, zero waste office snacks',
      required: false,
      help: 'Phrases your customers would type into a search engine.',
      tooltip: 'Used for the page title, meta description and headings.',
    },
    {
      id: 'integrations',
      label: 'Integrations',
      type: 'textarea',
      placeholder: 'e.g. Sign-ups into a Google Sheet; Calendly for calls; Stripe payment link for pre-orders; Plausible analytics',
      required: false,
      help: 'Services the site must connect to.',
      tooltip: 'Start with the simplest option that works; you can upgrade later.',
    },
  ],
  promptTemplate: `You are an expert web designer and front-end developer building a high-converting landing page for an early-stage startup. Build the complete page now, based on the brief below. Ask me questions only if something essential is missing.

# Business
- Company: {{phase1.company_name}}
- What we do: {{phase1.product_idea}}
- Target customer: {{phase3.target_customer}}
- Their problem: {{phase3.core_problem}}
- Hero offer: {{phase5.hero_offer}}
- Why us, not the alternatives: {{phase2.differentiation_hypothesis}}
{{#if phase5.core_features}}- What the product includes: {{phase5.core_features}}
{{/if}}{{#if phase4.guarantee}}- Guarantee: {{phase4.guarantee}}
{{/if}}
# Goal of the page
- Goal: {{website_goal}}
- Primary call to action (use this exact button text everywhere): "{{primary_cta}}"
{{#if website_goal == 'Collect waitlist sign-ups'}}- Include a short sign-up form (name, email, company) with a clear thank-you state and a privacy note.
{{/if}}{{#if website_goal == 'Take pre-orders'}}- The button leads to checkout (I will provide a payment link); show the price and what happens after ordering.
{{/if}}{{#if website_goal == 'Book demos or calls'}}- The button opens a booking calendar (I will provide the link); state how long the call takes and what the visitor gets from it.
{{/if}}{{#if website_goal == 'Sell directly'}}- Show price, what is included and delivery terms next to the button; the button leads to checkout.
{{/if}}
# Brand
- Visual style: {{phase6.visual_style}}
- Voice: {{phase6.voice_persona}}
- Primary colour: {{phase6.primary_color}}{{#if phase6.secondary_color}}; secondary: {{phase6.secondary_color}}{{/if}}{{#if phase6.accent_color}}; accent: {{phase6.accent_color}}{{/if}}
{{#if phase6.tagline_ideas}}- Tagline: {{phase6.tagline_ideas}}
{{/if}}{{#if phase6.avoid}}- Avoid: {{phase6.avoid}}
{{/if}}
# Page structure
{{#if page_sections}}{{page_sections}}{{else}}1. Hero: headline with the outcome, sub-headline with how it works, call-to-action button, supporting image.
2. Problem: the customer's pain in their words.
3. How it works: three simple steps.
4. Benefits: three to four benefits with icons.
5. Social proof or credibility: early testimonials, partners or numbers (use clearly marked placeholders if we have none yet).
6. FAQ: five questions answering the main objections.
7. Final call to action, then a footer with contact, imprint and privacy links.{{/if}}

# Requirements
- Responsive, mobile-first layout; fast loading; accessible (semantic HTML, alt texts, contrast of at least 4.5:1, keyboard navigable).
- Write all copy in the brand voice; keep sentences short; no lorem ipsum.
{{#if seo_keywords}}- SEO: page title, meta description, headings and image alt texts use these keywords naturally: {{seo_keywords}}.
{{else}}- SEO: write a page title and meta description that name the offer and the customer.
{{/if}}{{#if integrations}}- Integrations: {{integrations}}.
{{/if}}{{#if domain_name}}- The site will live at {{domain_name}}; set canonical URLs and social preview tags accordingly.
{{/if}}{{#if ai_builder == 'Framer AI'}}- Use Framer's native sections and components so we can edit everything visually.
{{else}}- Use a simple, maintainable stack (for example React with Tailwind CSS), keep the copy in one place so we can edit it, and make the site ready to deploy to a public URL.
{{/if}}- Add social sharing tags (Open Graph) and a favicon using the primary colour.

When you are done, list what I still need to provide (links, images, legal texts) and suggest three A/B test ideas for the headline or call to action.`,
  expectedOutput: {
    fileCreated: 'website-brief.md (and a live landing page)',
    whyItMatters:
      'A live page turns your startup from a plan into something customers can respond to. Sign-ups, bookings or pre-orders are the first real evidence of demand, and the URL is what your cohort will see and vote on in the showcase.',
    nextSteps:
      'Publish the site, test the call to action end to end and note the public URL. In Phase 8 you plan the launch, submit the URL to your cohort showcase and drive the first visitors to it.',
  },
  instructions: [
    'Save the prompt you used as website-brief.md so you can rebuild or adjust the site later.',
    'Publish the site to a public URL and open it on at least two phones.',
    'Submit a test sign-up or booking to make sure the call to action really works.',
  ],
};
