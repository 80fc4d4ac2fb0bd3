/**
 * The permission tree [PE-1] and the one rule for reading it [PE-2], shared by the server's scopes
 * and policies and by the screens that mirror them.
 *
 * A permission implies everything below it in the tree. `admin` additionally counts as holding
 * every permission (spec §6: "a user has a permission … if they hold admin"), which matters only
 * for `team_member`: that root sits outside admin's subtree, so `impliedPermissions('admin')` does
 * not list it, but `hasPermission(admin, 'team_member')` is true. Lists of team members must
 * therefore look for users who list `team_member` explicitly, not use `hasPermission`.
 */

export const PERMISSIONS = [
  'admin',
  'people',
  'permissions',
  'activities',
  'shows',
  'workshops',
  'social_events',
  'registrations',
  'content',
  'payments',
  'team_member',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export interface PermissionNode {
  id: Permission;
  label: string;
  children: readonly PermissionNode[];
}

const node = (id: Permission, label: string, children: readonly PermissionNode[] = []): PermissionNode => ({
  id,
  label,
  children,
});

/** The roots, each with labels and children, in display order (the API's PermissionDefinition). */
export const PERMISSION_TREE: readonly PermissionNode[] = [
  node('admin', 'Administrator', [
    node('people', 'Manage people', [node('permissions', 'Manage permissions')]),
    node('activities', 'Manage activities', [
      node('shows', 'Manage shows'),
      node('workshops', 'Manage workshops'),
      node('social_events', 'Manage social events'),
    ]),
    node('registrations', 'Manage registrations'),
    node('content', 'Manage content'),
    node('payments', 'Manage payments'),
  ]),
  node('team_member', 'Team member'),
];

const labels = new Map<Permission, string>();
const descendants = new Map<Permission, readonly Permission[]>();

function index(n: PermissionNode): Permission[] {
  const below = n.children.flatMap((child) => [child.id, ...index(child)]);
  labels.set(n.id, n.label);
  descendants.set(n.id, below);
  return below;
}
for (const root of PERMISSION_TREE) index(root);

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** Everything a permission implies through the tree, transitively, excluding itself. */
export function impliedPermissions(permission: Permission): Permission[] {
  return [...(descendants.get(permission) ?? [])];
}

/**
 * Everything a user effectively holds: each listed permission and all it implies; `admin` gives
 * every permission. Unknown names (e.g. retired permissions still stored) are ignored.
 */
export function expandPermissions(held: readonly string[]): Set<Permission> {
  if (held.includes('admin')) return new Set(PERMISSIONS);
  const result = new Set<Permission>();
  for (const name of held) {
    if (!isPermission(name)) continue;
    result.add(name);
    for (const implied of impliedPermissions(name)) result.add(implied);
  }
  return result;
}

/** True if the user lists the permission, holds admin, or holds one implying it [PE-2]. */
export function hasPermission(
  user: { permissions: readonly string[] } | null | undefined,
  permission: Permission,
): boolean {
  if (!user) return false;
  return expandPermissions(user.permissions).has(permission);
}

/** True if the user has at least one of the permissions (a page open to several kinds of staff). */
export function hasAnyPermission(
  user: { permissions: readonly string[] } | null | undefined,
  permissions: Permission | readonly Permission[],
): boolean {
  const held = user ? expandPermissions(user.permissions) : new Set<Permission>();
  return (typeof permissions === 'string' ? [permissions] : permissions).some((p) => held.has(p));
}

export function permissionLabel(permission: Permission): string {
  return labels.get(permission) ?? permission;
}

/**
 * Whether someone holding `granterPermissions` may give `permission` to another user: they must be
 * able to manage permissions at all, and may only hand out what they themselves hold.
 */
export function canGrant(granterPermissions: readonly string[], permission: Permission): boolean {
  const held = expandPermissions(granterPermissions);
  return held.has('permissions') && held.has(permission);
}
