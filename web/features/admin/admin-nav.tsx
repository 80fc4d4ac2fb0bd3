import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { ACTIVITY_KIND_PERMISSIONS } from '#core/activities/activity-input';
import { hasAnyPermission, type Permission } from '#core/people/permissions';

interface AdminLink {
  /** The page's path; also the prefix of the pages under it (a registration, a payment). */
  href: string;
  label: string;
  /** One permission, or any one of a list; null for every staff member. */
  permission: Permission | readonly Permission[] | null;
}

interface AdminGroup {
  label: string;
  links: readonly AdminLink[];
  /** Pages with no link of their own that belong to this group (a session's roll). */
  alsoUnder?: readonly string[];
}

/** The admin pages grouped by what staff do (issue 31); each with the permission its data needs. */
export const ADMIN_GROUPS: readonly AdminGroup[] = [
  { label: 'Overview', links: [{ href: '/admin', label: 'Dashboard', permission: null }] },
  {
    label: 'Programme',
    links: [
      { href: '/admin/timetable', label: 'Timetable', permission: ACTIVITY_KIND_PERMISSIONS },
      { href: '/admin/workshops', label: 'Workshops', permission: 'workshops' },
      { href: '/admin/shows', label: 'Shows', permission: 'shows' },
      { href: '/admin/social-events', label: 'Social events', permission: 'social_events' },
      { href: '/admin/conferences', label: 'Conferences', permission: 'activities' },
      { href: '/admin/venues', label: 'Venues', permission: 'activities' },
      { href: '/admin/presenters', label: 'Presenters', permission: 'people' },
    ],
  },
  { label: 'People', links: [{ href: '/admin/people', label: 'People', permission: 'people' }] },
  {
    label: 'Registrations and lottery',
    links: [
      { href: '/admin/registrations', label: 'Registrations', permission: 'registrations' },
      { href: '/admin/allocations', label: 'Allocations', permission: 'registrations' },
    ],
  },
  {
    label: 'Money',
    links: [
      { href: '/admin/payments', label: 'Payments', permission: 'payments' },
      { href: '/admin/payments/outstanding', label: 'Balances', permission: 'payments' },
      { href: '/admin/donations', label: 'Donations', permission: 'payments' },
    ],
  },
  {
    label: 'Communications',
    links: [
      { href: '/admin/messages', label: 'Messages', permission: 'registrations' },
      { href: '/admin/emails', label: 'Emails', permission: 'admin' },
      { href: '/admin/pages', label: 'Pages', permission: 'content' },
    ],
  },
  {
    label: 'The day',
    links: [
      { href: '/admin/check-in', label: 'Check-in desk', permission: 'registrations' },
      { href: '/admin/attendance', label: 'Attendance', permission: 'registrations' },
    ],
    alsoUnder: ['/admin/sessions'],
  },
  {
    label: 'Settings',
    links: [
      { href: '/admin/festivals', label: 'Festivals', permission: 'activities' },
      { href: '/admin/settings', label: 'Settings', permission: 'admin' },
      { href: '/admin/audit', label: 'Audit log', permission: 'admin' },
    ],
  },
];

const under = (pathname: string, prefix: string) =>
  prefix === '/admin'
    ? pathname === '/admin' || pathname === '/admin/'
    : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The group and link of a path: the link with the longest matching prefix, else a group's extra prefix. */
export function currentAdminPlace(pathname: string): { group: string | null; link: AdminLink | null } {
  let best: { group: string; link: AdminLink } | null = null;
  for (const group of ADMIN_GROUPS) {
    for (const link of group.links) {
      if (under(pathname, link.href) && (!best || link.href.length > best.link.href.length))
        best = { group: group.label, link };
    }
  }
  if (best) return best;
  const group = ADMIN_GROUPS.find((g) => g.alsoUnder?.some((prefix) => under(pathname, prefix)));
  return { group: group?.label ?? null, link: null };
}

type Viewer = Parameters<typeof hasAnyPermission>[0];

function visibleGroups(user: Viewer) {
  return ADMIN_GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((link) => link.permission === null || hasAnyPermission(user, link.permission)),
  })).filter((group) => group.links.length > 0);
}

function GroupedLinks({
  user,
  current,
  idPrefix,
}: {
  user: Viewer;
  current: AdminLink | null;
  idPrefix: string;
}) {
  return (
    <Flex direction="column" gap="3" className="admin-nav-groups">
      {visibleGroups(user).map((group) => {
        const headingId = `${idPrefix}-${group.label.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <div key={group.label}>
            <Text
              as="div"
              id={headingId}
              size="1"
              weight="bold"
              color="gray"
              className="admin-nav-group-label"
            >
              {group.label}
            </Text>
            <ul className="admin-nav-list" aria-labelledby={headingId}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <RadixLink asChild size="2" weight={current === link ? 'bold' : 'regular'}>
                    <Link
                      to={link.href as '/admin'}
                      className="admin-nav-link"
                      activeOptions={{ exact: true }}
                      // The page (TanStack sets "page" on an exact match) or a page under it.
                      aria-current={current === link ? 'true' : undefined}
                    >
                      {link.label}
                    </Link>
                  </RadixLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Flex>
  );
}

/**
 * The admin navigation: a sidebar of groups on wide screens; on phones one bar naming the current
 * group and page with a menu button that opens the same groups (CSS picks which shows).
 */
export function AdminNav({ user }: { user: Viewer }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { group, link } = currentAdminPlace(pathname);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <nav aria-label="Admin" className="admin-sidebar">
        <GroupedLinks user={user} current={link} idPrefix="admin-side" />
      </nav>
      <nav aria-label="Admin menu" className="admin-menubar">
        <Flex align="center" gap="3" justify="between">
          <Text size="2" className="admin-menubar-place">
            <Text color="gray">{group ?? 'Admin'}</Text>
            {link ? (
              <>
                {' › '}
                <Text weight="bold">{link.label}</Text>
              </>
            ) : null}
          </Text>
          <Button
            variant="soft"
            size="3"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
            className="admin-menubar-button"
          >
            <HamburgerMenuIcon aria-hidden /> Admin pages
          </Button>
        </Flex>
        <div id={menuId} hidden={!open} className="admin-menubar-panel">
          <GroupedLinks user={user} current={link} idPrefix="admin-menu" />
        </div>
      </nav>
    </>
  );
}
