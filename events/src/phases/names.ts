import { MAX_PHASE, MIN_PHASE } from '../shared/constants.js';

/** How each phase is named in each place (docs/PRODUCT.md#phases), with the landing-page summary. */
export interface PhaseInfo {
  readonly number: number;
  /** Admin dashboard and phase navigation. */
  readonly name: string;
  /** The team's own phase list (differs only for phase 2). */
  readonly teamListName: string;
  /** Landing page, and the phase page's title. */
  readonly landingTitle: string;
  readonly summary: string;
}

export const PHASES: readonly PhaseInfo[] = Object.freeze(
  [
    {
      number: 1,
      name: 'Market Research',
      teamListName: 'Market Research',
      landingTitle: 'Market & Competitor Research',
      summary: 'Size the market you are entering, find who already serves it and where demand is moving, so every later decision rests on evidence rather than hunches.',
    },
    {
      number: 2,
      name: 'Competition Analysis',
      teamListName: 'Competitors',
      landingTitle: 'Competitor Matrix Construction',
      summary: 'Line your closest competitors up side by side on price, promise, audience and weaknesses to reveal the gap your startup can own.',
    },
    {
      number: 3,
      name: 'Background Research',
      teamListName: 'Background Research',
      landingTitle: 'Background Research: Deep-Research',
      summary: 'Run a deep-research brief on your target customer and their problem, testing your riskiest assumptions before you build anything.',
    },
    {
      number: 4,
      name: 'Hero Offer Design',
      teamListName: 'Hero Offer Design',
      landingTitle: 'Design & Select the Hero Offer',
      summary: 'Draft several offers, score them against what you have learned and commit to the one hero offer you will take to market.',
    },
    {
      number: 5,
      name: 'Brief Generation',
      teamListName: 'Brief Generation',
      landingTitle: 'Product Design & Feature Definition',
      summary: 'Turn the hero offer into a product brief: the core user journey, the few features that matter for launch and what is deliberately left out.',
    },
    {
      number: 6,
      name: 'Implementation',
      teamListName: 'Implementation',
      landingTitle: 'Media Kit & Brand Assets',
      summary: 'Choose a visual style, a brand voice and a colour palette, and generate the media kit your website and launch will use.',
    },
    {
      number: 7,
      name: 'AI Agent Setup',
      teamListName: 'AI Agent Setup',
      landingTitle: 'Website & Digital Presence',
      summary: 'Brief an AI website builder with everything you have decided so far and ship a live landing page with one clear call to action.',
    },
    {
      number: 8,
      name: 'Final Review',
      teamListName: 'Final Review',
      landingTitle: 'Launch Strategy & Go-to-Market',
      summary: 'Plan the first weeks after launch: channels, a measurable goal, a launch offer and the metrics you will review, then submit your site to the showcase.',
    },
  ].map((p) => Object.freeze(p)),
);

/** The admin and navigation name of phase n, or 'Phase n' outside 1..8 (e.g. bad stored data). */
export function phaseName(n: number): string {
  if (!Number.isInteger(n) || n < MIN_PHASE || n > MAX_PHASE) return `Phase ${n}`;
  return PHASES[n - 1]!.name;
}
