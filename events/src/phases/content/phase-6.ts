import type { PhaseConfig } from '../schema.js';

/** Card descriptions for the visual_style options; the phase page renders them as cards. */
export const VISUAL_STYLE_DESCRIPTIONS: Readonly<Record<string, string>> = Object.freeze({
  'Clean & Minimalist': 'Generous white space, a restrained palette and simple type that lets the product speak.',
  'Organic & Natural': 'Earthy tones, soft textures and hand-made details that feel warm, honest and sustainable.',
  'Bold & Dynamic': 'Strong contrast, big type and energetic shapes for a brand that wants to be noticed.',
  'Elegant & Sensual': 'Refined typography, rich colour and careful detail for a premium, intimate feel.',
  'Playful & Vibrant': 'Bright colours, rounded forms and a sense of humour for a friendly, approachable brand.',
});

const VOICE_PERSONAS = [
  'The Trusted Expert (calm, precise, evidence-led)',
  'The Friendly Guide (warm, encouraging, jargon-free)',
  'The Bold Challenger (confident, direct, a little provocative)',
  'The Creative Storyteller (imaginative, vivid, emotionally engaging)',
  'The Caring Companion (gentle, reassuring, empathetic)',
];

export const phase6: PhaseConfig = {
  phase: 6,
  title: 'Media Kit & Brand Assets',
  estimatedTime: '60–75 minutes',
  intro:
    'A brand is the set of signals that tells customers, in a glance, who you are for and whether to trust you. In this phase you make three decisions as a team: a visual style, a voice, and a colour palette. The prompt turns them, together with your offer and product brief, into a media kit: brand guidelines, copy you can reuse and image prompts for generating visuals.',
  decisionBoxContent: {
    title: 'Three brand decisions',
    subtitle: 'Choose for your customer, not for your own taste',
    sections: [
      {
        number: 1,
        title: 'Visual style',
        items: [
          { label: 'Fit', content: 'Pick the style your target customer already trusts in neighbouring products.' },
          { label: 'Contrast', content: 'Check your competitor matrix: looking different from the market leader helps you be remembered.' },
        ],
      },
      {
        number: 2,
        title: 'Voice persona',
        items: [
          { label: 'Who is speaking', content: 'Imagine the brand as a person talking to your customer. What would they sound like?' },
          { label: 'Consistency', content: 'The same voice must work on the website, in emails and in a complaint reply.' },
        ],
      },
      {
        number: 3,
        title: 'Colour palette',
        items: [
          { label: 'Primary', content: 'The colour people should associate with you; used for buttons and key highlights.' },
          { label: 'Accessibility', content: 'Text on your colours must stay readable: aim for a contrast ratio of at least 4.5:1.' },
        ],
      },
    ],
    action: {
      title: 'Your action in this phase',
      items: [
        'Vote on a visual style and a voice persona as a team.',
        'Pick a primary colour (and optionally two more) with the colour pickers.',
        'Run the prompt, then generate two or three images with the image prompts it gives you.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Choose the visual style and voice persona', time: '15 min' },
    {
      step: 2,
      action: 'Pick your colours',
      time: '10 min',
      details: {
        title: 'Picking a palette quickly',
        steps: [
          'Collect three to five screenshots of brands your customer likes.',
          'Choose a primary colour that none of your direct competitors uses.',
          'Check contrast with a free contrast checker before you commit.',
        ],
      },
    },
    { step: 3, action: 'Add brand values and anything to avoid, then run the prompt', time: '15 min' },
    { step: 4, action: 'Generate logo ideas and images with the prompts in the media kit', time: '20–30 min' },
  ],
  fields: [
    {
      id: 'visual_style',
      label: 'Visual style',
      type: 'select',
      options: Object.keys(VISUAL_STYLE_DESCRIPTIONS).map((style) => ({ value: style, label: style })),
      required: true,
      help: 'The overall look of your brand.',
      tooltip: 'Each card describes the feel it creates. Choose the one your customer would trust.',
    },
    {
      id: 'voice_persona',
      label: 'Voice persona',
      type: 'select',
      options: VOICE_PERSONAS.map((persona) => ({ value: persona, label: persona })),
      required: true,
      help: 'How your brand sounds when it speaks.',
      tooltip: 'Read one sentence of your offer aloud in each voice and pick the one that fits.',
    },
    {
      id: 'primary_color',
      label: 'Primary colour',
      type: 'color',
      placeholder: '#2E7D32',
      required: true,
      help: 'Hex colour, e.g. #2E7D32. Used for buttons and key highlights.',
      tooltip: 'Your most recognisable colour.',
    },
    {
      id: 'secondary_color',
      label: 'Secondary colour',
      type: 'color',
      placeholder: '#F5F0E6',
      required: false,
      help: 'Hex colour for backgrounds and large areas.',
      tooltip: 'Usually a calm, light or neutral colour.',
    },
    {
      id: 'accent_color',
      label: 'Accent colour',
      type: 'color',
      placeholder: '#FF8F00',
      required: false,
      help: 'Hex colour used sparingly to draw attention.',
      tooltip: 'Use it for badges, highlights and the occasional call to action.',
    },
    {
      id: 'brand_values',
      label: 'Brand values',
      type: 'textarea',
      placeholder: 'e.g. Honest about where food comes from; practical, not preachy; local first',
      required: false,
      help: 'Three to five values the brand should express.',
      tooltip: 'Good values rule something out. "Quality" rules out nothing.',
    },
    {
      id: 'tagline_ideas',
      label: 'Tagline ideas',
      type: 'text',
      placeholder: 'e.g. Good food, no waste, every Monday',
      required: false,
      help: 'Any tagline drafts the team likes.',
      tooltip: 'The assistant will refine them and suggest alternatives.',
    },
    {
      id: 'avoid',
      label: 'What to avoid',
      type: 'textarea',
      placeholder: 'e.g. Green leaf clichés, stock photos of smiling office workers, guilt-tripping about waste',
      required: false,
      help: 'Styles, words or images that would feel wrong for your brand.',
      tooltip: 'Naming clichés early keeps the generated assets original.',
    },
  ],
  promptTemplate: `# Role
You are a brand strategist and art director who builds media kits for early-stage startups. You make brand decisions concrete enough that anyone can produce on-brand copy and visuals from your guidelines.

# Context
- Startup: {{phase1.company_name}}
- Target customer: {{phase3.target_customer}}
- Hero offer: {{phase5.hero_offer}}
- Positioning: {{phase2.differentiation_hypothesis}}
{{#if phase4.customer_outcome}}- Outcome the customer pays for: {{phase4.customer_outcome}}
{{/if}}
# Brand decisions
- Visual style: {{visual_style}}
- Voice persona: {{voice_persona}}
- Primary colour: {{primary_color}}
{{#if secondary_color}}- Secondary colour: {{secondary_color}}
{{/if}}{{#if accent_color}}- Accent colour: {{accent_color}}
{{/if}}{{#if brand_values}}- Brand values: {{brand_values}}
{{/if}}{{#if tagline_ideas}}- Tagline ideas: {{tagline_ideas}}
{{/if}}{{#if avoid}}- Avoid: {{avoid}}
{{/if}}
# Task
Create a media kit for {{phase1.company_name}}:
1. Brand essence: a one-line brand promise, three personality traits and the brand values{{#if brand_values}} refined from ours{{/if}}.
2. Colour palette: {{#if secondary_color}}build on our colours{{else}}complete the palette from our primary colour{{/if}} with hex codes, a name and a usage rule for each colour, plus neutral text and background colours. State the contrast ratio of text on each colour and fix any pair below 4.5:1.
3. Typography: a heading and a body font (free Google Fonts), sizes for H1–H3 and body, and why they fit the "{{visual_style}}" style.
4. Voice and tone: describe the voice persona in practice, with five do's and five don'ts, and rewrite our hero offer's pitch in this voice.
5. Copy bank: three tagline options{{#if tagline_ideas}} (improve on ours){{/if}}, a 50-word and a 150-word company description, three social media bios (LinkedIn, Instagram, X) and a short press boilerplate.
6. Logo direction: three distinct logo concepts described in words, each with a prompt for an AI image generator.
7. Image prompts: six ready-to-use prompts for an AI image generator (hero image, product shot, customer in context, social post background, team/about image, icon set), all in the "{{visual_style}}" style using our palette.
8. A one-page checklist of assets to produce before launch.

# Output format
A Markdown document titled "Media Kit: {{phase1.company_name}}" with numbered sections matching the task. Put the colour palette in a table (name, hex, usage, text colour on it, contrast ratio) and each image prompt in its own code block so it can be copied directly.`,
  expectedOutput: {
    fileCreated: 'media-kit.md',
    whyItMatters:
      'A consistent look and voice make a tiny startup look trustworthy. The media kit lets every team member, and every AI tool you use, produce copy and visuals that feel like one brand instead of five.',
    nextSteps:
      'Generate your logo draft and two or three key images with the image prompts, and keep the palette and fonts to hand. In Phase 7 you give all of it to an AI website builder.',
  },
  instructions: [
    'Save the media kit as media-kit.md and store generated images in a shared assets folder.',
    'Check the contrast ratios in the palette table before using colours for text.',
    "Pick one tagline and one company description as the team's official versions.",
  ],
};
