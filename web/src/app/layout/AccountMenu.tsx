import { ChevronDown, UserRound } from 'lucide-react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/Button/Button.tsx';
import * as menu from '../../components/ui/Menu/Menu.css.ts';

interface AccountMenuProps {
  username: string | null;
  hasTeam: boolean;
  onSwitchTeam: () => void;
  onLogout: () => void;
}

/**
 * The account menu: the admin's name (or 'Account'); Admin Dashboard and Logout for an admin,
 * Admin Login for everyone else; Switch Team whenever a team is active.
 */
export function AccountMenu({ username, hasTeam, onSwitchTeam, onLogout }: AccountMenuProps) {
  const isAdmin = username !== null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <UserRound size={16} aria-hidden="true" focusable="false" /> {username ?? <FormattedMessage id="layout.account.menu" defaultMessage="Account" />}{' '}
          <ChevronDown size={14} aria-hidden="true" focusable="false" />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={menu.content} align="end" sideOffset={6}>
          {isAdmin && (
            <Menu.Item asChild>
              <Link to="/admin" className={menu.item}>
                <FormattedMessage id="layout.account.adminDashboard" defaultMessage="Admin Dashboard" />
              </Link>
            </Menu.Item>
          )}
          {hasTeam && (
            <Menu.Item className={menu.item} onSelect={onSwitchTeam}>
              <FormattedMessage id="layout.account.switchTeam" defaultMessage="Switch Team" />
            </Menu.Item>
          )}
          {isAdmin ? (
            <>
              <Menu.Separator className={menu.separator} />
              <Menu.Item className={menu.item} onSelect={onLogout}>
                <FormattedMessage id="layout.account.logout" defaultMessage="Logout" />
              </Menu.Item>
            </>
          ) : (
            <Menu.Item asChild>
              <Link to="/admin-login" className={menu.item}>
                <FormattedMessage id="layout.account.adminLogin" defaultMessage="Admin Login" />
              </Link>
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
