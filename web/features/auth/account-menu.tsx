import { Button, DropdownMenu, IconButton } from '@radix-ui/themes';
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
