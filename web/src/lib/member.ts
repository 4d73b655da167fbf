/**
 * How this browser appears to teammates on a phase page: a space name and a colour, picked
 * once and kept in localStorage (members have no accounts; the team does).
 */
const NAMES = ['Nova', 'Orbit', 'Comet', 'Vega', 'Luna', 'Atlas', 'Pulsar', 'Quasar', 'Sirius', 'Lyra', 'Io', 'Titan', 'Rigel', 'Halley', 'Juno', 'Kepler'];
// Dark enough for white initials (WCAG AA at the badge size).
const COLORS = ['#1d4ed8', '#047857', '#b91c1c', '#7e22ce', '#a16207', '#0e7490', '#be185d', '#4d7c0f'];
const KEY = 'fit_member';

export interface Member {
  name: string;
  color: string;
}

export function currentMember(random: () => number = Math.random): Member {
  try {
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Member | null;
    if (saved && typeof saved.name === 'string' && typeof saved.color === 'string') return saved;
  } catch {
    /* a new one below */
  }
  const member = { name: NAMES[Math.floor(random() * NAMES.length)]!, color: COLORS[Math.floor(random() * COLORS.length)]! };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(member));
  } catch {
    /* private mode: a new name per page load */
  }
  return member;
}

export const initialsOf = (name: string) => name.slice(0, 2);
