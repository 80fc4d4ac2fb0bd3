import {
  canGrant,
  expandPermissions,
  hasPermission,
  type Permission,
  permissionLabel,
} from '#core/people/permissions';

interface Holder {
  id: number;
  permissions: readonly string[];
}

/** Private profile details (phone) are for the person themselves and for people managers. Needs `userId`. */
export function canSeePrivateProfile(viewer: Holder | null, profile: { userId: number | null }): boolean {
  if (!viewer) return false;
  return profile.userId === viewer.id || hasPermission(viewer, 'people');
}

/**
 * Why `granter` may not give `target` exactly the permissions `next`, or null if they may.
 * Every permission added *or removed* must be one the granter holds (so nobody can strip an admin
 * without being one), and nobody ends up holding more than before by editing themselves.
 */
export function permissionChangeProblem(
  granter: Holder,
  target: Holder,
  next: readonly Permission[],
): string | null {
  if (!hasPermission(granter, 'permissions')) return 'Not allowed';
  const before = new Set(target.permissions);
  const after = new Set<string>(next);
  const changed = [...after].filter((p) => !before.has(p)).concat([...before].filter((p) => !after.has(p)));
  for (const permission of changed) {
    if (!canGrant(granter.permissions, permission as Permission)) {
      return `You cannot change “${permissionLabel(permission as Permission)}” because you do not hold it`;
    }
  }
  if (granter.id === target.id) {
    const held = expandPermissions(target.permissions);
    if ([...expandPermissions(next)].some((p) => !held.has(p)))
      return 'You cannot give yourself more permissions';
  }
  return null;
}
