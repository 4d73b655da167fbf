/**
 * The structure of the eight phases, once for every language (docs/CONTENT.md): what a program
 * reads — field ids, types, whether a field is required, option values (a stored answer and what
 * a prompt receives, the same in every language), and how many sections, items, steps and
 * instructions each part has, in order. The words are in the catalogues
 * (messages/<locale>/phases.json), one message per text, under the id compose.ts gives it.
 */
import { VISUAL_STYLES } from './names.js';
import type { FieldType } from './schema.js';

/** The optional texts a field shows, besides its label (each is a message). */
export type FieldText = 'placeholder' | 'help' | 'tooltip';

export interface FieldShape {
  /** Lower-case letters, digits and underscores; the key of the stored answer. */
  readonly id: string;
  readonly type: FieldType;
  readonly required: boolean;
  /** A select's option values, in order; each option's label is a message. */
  readonly options?: readonly string[];
  readonly texts: readonly FieldText[];
}

export interface PhaseShape {
  readonly phase: number;
  /** The decision box: the number of items of each numbered section (1, 2, …), and of actions. */
  readonly decisionBox?: { readonly sections: readonly number[]; readonly actions: number };
  /** The workflow's steps (1, 2, …), each with the number of its expandable detail steps, if it has details. */
  readonly steps?: readonly { readonly details?: number }[];
  readonly fields: readonly FieldShape[];
  /** How many "Next Steps" the phase lists at the bottom. */
  readonly instructions?: number;
}

export const PHASE_SHAPES: readonly PhaseShape[] = [
  {
    phase: 1,
    decisionBox: { sections: [2, 2, 2], actions: 3 },
    steps: [{}, { details: 3 }, {}, { details: 3 }],
    fields: [
      { id: 'company_name', type: 'text', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'product_idea', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'target_market', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'business_model', type: 'select', required: false, options: ['B2B', 'B2C', 'B2B2C', 'Marketplace', 'Not sure yet'], texts: ['help', 'tooltip'] },
      { id: 'geography', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'known_competitors', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      {
        id: 'research_focus',
        type: 'select',
        required: false,
        options: ['Balanced overview', 'Market size and growth', 'Customer segments and needs', 'Competitive landscape'],
        texts: ['help', 'tooltip'],
      },
    ],
    instructions: 4,
  },
  {
    phase: 2,
    decisionBox: { sections: [3, 2], actions: 3 },
    steps: [{}, { details: 3 }, {}, {}],
    fields: [
      { id: 'competitors', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'comparison_criteria', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'differentiation_hypothesis', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'price_positioning', type: 'select', required: false, options: ['Budget', 'Mid-market', 'Premium', 'Undecided'], texts: ['help', 'tooltip'] },
      { id: 'matrix_format', type: 'select', required: false, options: ['Markdown table', 'CSV'], texts: ['help', 'tooltip'] },
    ],
    instructions: 3,
  },
  {
    phase: 3,
    decisionBox: { sections: [2, 3], actions: 3 },
    steps: [{}, { details: 3 }, {}, {}],
    fields: [
      { id: 'target_customer', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'core_problem', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'assumptions', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'research_depth', type: 'select', required: false, options: ['Quick scan', 'Standard', 'Exhaustive'], texts: ['help', 'tooltip'] },
      {
        id: 'preferred_sources',
        type: 'select',
        required: false,
        options: ['Academic and industry reports', 'Customer voices (forums, reviews, social media)', 'Government and statistical data', 'A mix of all of these'],
        texts: ['help', 'tooltip'],
      },
      { id: 'open_questions', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
    ],
    instructions: 3,
  },
  {
    phase: 4,
    decisionBox: { sections: [4, 3], actions: 3 },
    steps: [{}, {}, { details: 3 }, {}],
    fields: [
      { id: 'offer_ideas', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'customer_outcome', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      {
        id: 'pricing_model',
        type: 'select',
        required: false,
        options: ['One-off purchase', 'Subscription', 'Usage-based', 'Freemium', 'Tiered packages'],
        texts: ['help', 'tooltip'],
      },
      { id: 'price_point', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'guarantee', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
    ],
    instructions: 3,
  },
  {
    phase: 5,
    decisionBox: { sections: [3, 3], actions: 3 },
    steps: [{}, {}, { details: 3 }, {}],
    fields: [
      { id: 'hero_offer', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      {
        id: 'product_type',
        type: 'select',
        required: false,
        options: ['Web app', 'Mobile app', 'Physical product', 'Service', 'Digital product', 'Hybrid'],
        texts: ['help', 'tooltip'],
      },
      { id: 'core_features', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'user_journey', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'out_of_scope', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'success_metric', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'constraints', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
    ],
    instructions: 3,
  },
  {
    phase: 6,
    decisionBox: { sections: [2, 2, 2], actions: 3 },
    steps: [{}, { details: 3 }, {}, {}],
    fields: [
      { id: 'visual_style', type: 'select', required: true, options: VISUAL_STYLES, texts: ['help', 'tooltip'] },
      {
        id: 'voice_persona',
        type: 'select',
        required: true,
        options: [
          'The Trusted Expert (calm, precise, evidence-led)',
          'The Friendly Guide (warm, encouraging, jargon-free)',
          'The Bold Challenger (confident, direct, a little provocative)',
          'The Creative Storyteller (imaginative, vivid, emotionally engaging)',
          'The Caring Companion (gentle, reassuring, empathetic)',
        ],
        texts: ['help', 'tooltip'],
      },
      { id: 'primary_color', type: 'color', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'secondary_color', type: 'color', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'accent_color', type: 'color', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'brand_values', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'tagline_ideas', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'avoid', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
    ],
    instructions: 3,
  },
  {
    phase: 7,
    decisionBox: { sections: [2, 3], actions: 3 },
    steps: [{}, {}, { details: 5 }, {}],
    fields: [
      {
        id: 'website_goal',
        type: 'select',
        required: true,
        options: ['Collect waitlist sign-ups', 'Take pre-orders', 'Book demos or calls', 'Sell directly'],
        texts: ['help', 'tooltip'],
      },
      { id: 'primary_cta', type: 'text', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'ai_builder', type: 'select', required: false, options: ['Lovable', 'Bolt', 'v0', 'Replit Agent', 'Framer AI', 'Other'], texts: ['help', 'tooltip'] },
      { id: 'page_sections', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'domain_name', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'seo_keywords', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'integrations', type: 'textarea', required: false, texts: ['placeholder', 'help', 'tooltip'] },
    ],
    instructions: 3,
  },
  {
    phase: 8,
    decisionBox: { sections: [2, 2, 2], actions: 3 },
    steps: [{}, {}, {}, { details: 3 }],
    fields: [
      { id: 'launch_goal', type: 'text', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'launch_channels', type: 'textarea', required: true, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'website_url', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'launch_date', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'launch_offer', type: 'text', required: false, texts: ['placeholder', 'help', 'tooltip'] },
      { id: 'budget', type: 'select', required: false, options: ['No budget', 'Under €250', '€250–€1,000', 'Over €1,000'], texts: ['help', 'tooltip'] },
      { id: 'team_capacity', type: 'select', required: false, options: ['Under 5 hours', '5–15 hours', 'Over 15 hours'], texts: ['help', 'tooltip'] },
    ],
    instructions: 4,
  },
];
