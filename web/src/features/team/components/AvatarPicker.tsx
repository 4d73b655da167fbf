import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { AVATAR_ICONS } from '@fit/events/shared/avatars';
import { TeamAvatar, type AvatarSize } from '../../../components/ui/TeamAvatar/TeamAvatar.tsx';
import { useChangeAvatar } from '../hooks/useChangeAvatar.ts';
import * as styles from './AvatarPicker.css.ts';
import { srOnly } from '../../../styles/a11y.css.ts';

const iconLabel = (file: string) => file.replace(/\.svg$/, '').replace(/-/g, ' ');

/** 'Choose your team avatar': a 5-column grid of the 36 icons, keyboard-navigable. */
export function AvatarPicker({ team, size = 'md' }: { team: { id: string; name: string; avatarIcon?: string | null }; size?: AvatarSize }) {
  const [open, setOpen] = useState(false);
  const { choose, pending } = useChangeAvatar(team);
  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      {/* Named by hidden text rather than aria-label: the initials shown are decoration (WCAG 2.5.3). */}
      <Menu.Trigger className={styles.trigger}>
        <TeamAvatar name={team.name} icon={team.avatarIcon} size={size} />
        <span className={srOnly}>Change team avatar</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="start" sideOffset={6}>
          <Menu.Label className={styles.label}>Choose your team avatar</Menu.Label>
          <div className={styles.grid}>
            {AVATAR_ICONS.map((icon) => (
              <Menu.Item
                key={icon}
                className={styles.item}
                data-current={icon === team.avatarIcon}
                aria-label={iconLabel(icon)}
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
