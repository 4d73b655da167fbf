/** The 36 space-themed avatar icons, served by the web app under /team_icons/{file}. */
export const AVATAR_ICONS = [
  'rocket.svg',
  'planet.svg',
  'moon.svg',
  'star.svg',
  'comet.svg',
  'astronaut.svg',
  'satellite.svg',
  'ufo.svg',
  'galaxy.svg',
  'telescope.svg',
  'alien.svg',
  'meteor.svg',
  'saturn.svg',
  'sun.svg',
  'constellation.svg',
  'black-hole.svg',
  'nebula.svg',
  'space-station.svg',
  'shuttle.svg',
  'lunar-module.svg',
  'rover.svg',
  'earth.svg',
  'jupiter.svg',
  'asteroid.svg',
  'eclipse.svg',
  'aurora.svg',
  'orbit.svg',
  'crescent.svg',
  'shooting-star.svg',
  'radar-dish.svg',
  'helmet.svg',
  'jetpack.svg',
  'capsule.svg',
  'star-cluster.svg',
  'supernova.svg',
  'wormhole.svg',
] as const;

export type AvatarIcon = (typeof AVATAR_ICONS)[number];

export const isAvatarIcon = (value: string): value is AvatarIcon => (AVATAR_ICONS as readonly string[]).includes(value);

/** Up to two initials of a team name, upper case: the fallback avatar. */
export const teamInitials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
