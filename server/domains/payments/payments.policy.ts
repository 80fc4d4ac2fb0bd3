import { hasPermission } from '#core/people/permissions';

interface Holder {
  id: number;
  permissions: readonly string[];
}

/** Payments staff: approve, cancel, refund, record vouchers and see every payment. */
export function canManagePayments(viewer: Holder | null): boolean {
  return hasPermission(viewer, 'payments');
}

/**
 * A registration's payments and balance are for its owner and for payments or registrations
 * staff. Needs the registration's `userId`.
 */
export function canSeeRegistrationPayments(viewer: Holder | null, registration: { userId: number }): boolean {
  if (!viewer) return false;
  return (
    registration.userId === viewer.id ||
    hasPermission(viewer, 'payments') ||
    hasPermission(viewer, 'registrations')
  );
}

/**
 * Only the owner pays for their registration (staff record payments instead). Participants can
 * only ever create pending payments or card intents; approval is staff's or Stripe's.
 */
export function canPayForRegistration(viewer: Holder | null, registration: { userId: number }): boolean {
  return viewer !== null && registration.userId === viewer.id;
}
