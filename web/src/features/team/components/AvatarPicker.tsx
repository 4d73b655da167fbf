import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { AVATAR_ICONS, type AvatarIcon } from '@fit/events/shared/avatars';
import { directionOf } from '@fit/events/i18n';
import { useLanguage } from '../../../i18n/I18nProvider.tsx';
import { TeamAvatar, type AvatarSize } from '../../../components/ui/TeamAvatar/TeamAvatar.tsx';
import { useChangeAvatar } from '../hooks/useChangeAvatar.ts';
import * as styles from './AvatarPicker.css.ts';
import { srOnly } from '../../../styles/a11y.css.ts';

/** Each icon's name, read out for its menu item. */
const ICON_NAMES = defineMessages({
  'rocket.svg': { id: 'team.avatar.icon.rocket', defaultMessage: 'rocket' },
  'planet.svg': { id: 'team.avatar.icon.planet', defaultMessage: 'planet' },
  'moon.svg': { id: 'team.avatar.icon.moon', defaultMessage: 'moon' },
  'star.svg': { id: 'team.avatar.icon.star', defaultMessage: 'star' },
  'comet.svg': { id: 'team.avatar.icon.comet', defaultMessage: 'comet' },
  'astronaut.svg': { id: 'team.avatar.icon.astronaut', defaultMessage: 'astronaut' },
  'satellite.svg': { id: 'team.avatar.icon.satellite', defaultMessage: 'satellite' },
  'ufo.svg': { id: 'team.avatar.icon.ufo', defaultMessage: 'ufo' },
  'galaxy.svg': { id: 'team.avatar.icon.galaxy', defaultMessage: 'galaxy' },
  'telescope.svg': { id: 'team.avatar.icon.telescope', defaultMessage: 'telescope' },
  'alien.svg': { id: 'team.avatar.icon.alien', defaultMessage: 'alien' },
  'meteor.svg': { id: 'team.avatar.icon.meteor', defaultMessage: 'meteor' },
  'saturn.svg': { id: 'team.avatar.icon.saturn', defaultMessage: 'saturn' },
  'sun.svg': { id: 'team.avatar.icon.sun', defaultMessage: 'sun' },
  'constellation.svg': { id: 'team.avatar.icon.constellation', defaultMessage: 'constellation' },
  'black-hole.svg': { id: 'team.avatar.icon.blackHole', defaultMessage: 'black hole' },
  'nebula.svg': { id: 'team.avatar.icon.nebula', defaultMessage: 'nebula' },
  'space-station.svg': { id: 'team.avatar.icon.spaceStation', defaultMessage: 'space station' },
  'shuttle.svg': { id: 'team.avatar.icon.shuttle', defaultMessage: 'shuttle' },
  'lunar-module.svg': { id: 'team.avatar.icon.lunarModule', defaultMessage: 'lunar module' },
  'rover.svg': { id: 'team.avatar.icon.rover', defaultMessage: 'rover' },
  'earth.svg': { id: 'team.avatar.icon.earth', defaultMessage: 'earth' },
  'jupiter.svg': { id: 'team.avatar.icon.jupiter', defaultMessage: 'jupiter' },
  'asteroid.svg': { id: 'team.avatar.icon.asteroid', defaultMessage: 'asteroid' },
  'eclipse.svg': { id: 'team.avatar.icon.eclipse', defaultMessage: 'eclipse' },
  'aurora.svg': { id: 'team.avatar.icon.aurora', defaultMessage: 'aurora' },
  'orbit.svg': { id: 'team.avatar.icon.orbit', defaultMessage: 'orbit' },
  'crescent.svg': { id: 'team.avatar.icon.crescent', defaultMessage: 'crescent' },
  'shooting-star.svg': { id: 'team.avatar.icon.shootingStar', defaultMessage: 'shooting star' },
  'radar-dish.svg': { id: 'team.avatar.icon.radarDish', defaultMessage: 'radar dish' },
  'helmet.svg': { id: 'team.avatar.icon.helmet', defaultMessage: 'helmet' },
  'jetpack.svg': { id: 'team.avatar.icon.jetpack', defaultMessage: 'jetpack' },
  'capsule.svg': { id: 'team.avatar.icon.capsule', defaultMessage: 'capsule' },
  'star-cluster.svg': { id: 'team.avatar.icon.starCluster', defaultMessage: 'star cluster' },
  'supernova.svg': { id: 'team.avatar.icon.supernova', defaultMessage: 'supernova' },
  'wormhole.svg': { id: 'team.avatar.icon.wormhole', defaultMessage: 'wormhole' },
}) satisfies Record<AvatarIcon, unknown>;

/** 'Choose your team avatar': a 5-column grid of the 36 icons, keyboard-navigable. */
export function AvatarPicker({ team, size = 'md' }: { team: { id: string; name: string; avatarIcon?: string | null }; size?: AvatarSize }) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const { choose, pending } = useChangeAvatar(team);
  // The grid's arrow keys and the menu's alignment follow the page's direction.
  return (
    <Menu.Root open={open} onOpenChange={setOpen} dir={directionOf(locale)}>
      {/* Named by hidden text rather than aria-label: the initials shown are decoration (WCAG 2.5.3). */}
      <Menu.Trigger className={styles.trigger}>
        <TeamAvatar name={team.name} icon={team.avatarIcon} size={size} />
        <span className={srOnly}>
          <FormattedMessage id="team.avatar.change" defaultMessage="Change team avatar" />
        </span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="start" sideOffset={6}>
          <Menu.Label className={styles.label}>
            <FormattedMessage id="team.avatar.choose" defaultMessage="Choose your team avatar" />
          </Menu.Label>
          <div className={styles.grid}>
            {AVATAR_ICONS.map((icon) => (
              <Menu.Item
                key={icon}
                className={styles.item}
                data-current={icon === team.avatarIcon}
                aria-label={intl.formatMessage(ICON_NAMES[icon])}
                disabled={pending}
                onSelect={(e) => {
                  // Keep the menu open until the change lands (docs/PRODUCT.md#teams: close on success).
                  e.preventDefault();
                  void choose(icon).then((close) => close && setOpen(false));
                }}
              >
                <img src={`/team_icons/${icon}`} alt="" width={40} height={40} loading="lazy" />
              </Menu.Item>
            ))}
          </div>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
