import { describe, expect, it } from 'vitest';
import { ERASED_TEAM_NAME, shownTeamName } from './team-name.js';

describe('shownTeamName', () => {
  it("shows an erased team under the page's word for it, whatever name it carries", () => {
    expect(shownTeamName({ name: ERASED_TEAM_NAME, erased: true }, 'Equipo borrado')).toBe('Equipo borrado');
    // The flag decides, not the text: a team that called itself "Erased team" keeps its name.
    expect(shownTeamName({ name: ERASED_TEAM_NAME, erased: false }, 'Equipo borrado')).toBe(ERASED_TEAM_NAME);
    expect(shownTeamName({ name: 'Orbit Labs' }, 'فريق ممحو')).toBe('Orbit Labs');
  });

  it('without a label, the English marker', () => {
    expect(shownTeamName({ name: 'whatever', erased: true })).toBe(ERASED_TEAM_NAME);
  });
});
