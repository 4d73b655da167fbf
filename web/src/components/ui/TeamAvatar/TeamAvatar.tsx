import { isAvatarIcon, teamInitials } from '@fit/events/shared/avatars';
import { avatar } from './TeamAvatar.css.ts';

export type AvatarSize = 'sm' | 'md' | 'lg';

/** A team's icon from /team_icons/, or up to two initials on a blue tile (docs/PRODUCT.md#teams). */
export function TeamAvatar({ name, icon, size = 'md' }: { name: string; icon?: string | null; size?: AvatarSize }) {
  if (icon && isAvatarIcon(icon)) {
    return (
      <span className={avatar({ kind: 'icon', size })} data-avatar="icon">
        <img src={`/team_icons/${icon}`} alt="" width="100%" height="100%" />
      </span>
    );
  }
  return (
    <span className={avatar({ kind: 'initials', size })} aria-hidden="true" data-avatar="initials">
      {teamInitials(name)}
    </span>
  );
}
