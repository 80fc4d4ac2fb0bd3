import { hasPermission } from '#core/people/permissions';

interface Holder {
  id: number;
  permissions: readonly string[];
}

/** The owner and registration managers may see and change a registration. Needs `userId`. */
export function canManageRegistration(viewer: Holder | null, registration: { userId: number }): boolean {
  if (!viewer) return false;
  return registration.userId === viewer.id || hasPermission(viewer, 'registrations');
}

/** Staff history and the full list are for registration managers only. */
export function canSeeAllRegistrations(viewer: Holder | null): boolean {
  return hasPermission(viewer, 'registrations');
}
