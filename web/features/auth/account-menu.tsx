import { Button, DropdownMenu, IconButton, Text } from '@radix-ui/themes';
import { Link, useLocation } from '@tanstack/react-router';
import { displayName } from '#core/people/names';
import { PersonAvatar } from '#web/components/person-avatar';
import { useAuth } from '#web/lib/auth';

/** For the header's `account` slot: a log-in link, or the user's avatar with their menu. */
export function AccountMenu() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    return (
      <Button asChild variant="soft" size="2">
        <Link to="/login" search={{ redirect: location.href }}>
          Log in
        </Link>
      </Button>
    );
  }
  const name = displayName(user.profile?.name, user.email);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" radius="full" aria-label={`Account menu for ${name}`}>
          <PersonAvatar name={name} src={user.profile?.picture?.small} size="2" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item asChild>
          <Link to="/profile">Your profile</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/calendar">Your calendar</Link>
        </DropdownMenu.Item>
        {user.permissions.length > 0 && (
          <DropdownMenu.Item asChild>
            <Link to="/admin">Admin</Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild color="crimson">
          <Link to="/logout">Log out</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * The same account links for the phone menu (issue 28): `<li>` items of the header's menu list,
 * plain links a thumb can hit rather than a menu inside a menu.
 */
export function AccountMenuItems() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    return (
      <li>
        <Link to="/login" search={{ redirect: location.href }} className="site-menu-link">
          Log in
        </Link>
      </li>
    );
  }
  const name = displayName(user.profile?.name, user.email);
  return (
    <>
      <li className="site-menu-account">
        <PersonAvatar name={name} src={user.profile?.picture?.small} size="2" />
        <Text size="2" color="gray">
          Signed in as {name}
        </Text>
      </li>
      <li>
        <Link to="/profile" className="site-menu-link">
          Your profile
        </Link>
      </li>
      <li>
        <Link to="/calendar" className="site-menu-link">
          Your calendar
        </Link>
      </li>
      {user.permissions.length > 0 && (
        <li>
          <Link to="/admin" className="site-menu-link">
            Admin
          </Link>
        </li>
      )}
      <li>
        <Link to="/logout" className="site-menu-link">
          Log out
        </Link>
      </li>
    </>
  );
}
