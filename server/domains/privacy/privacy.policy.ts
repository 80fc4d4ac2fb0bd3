/**
 * Who may read or erase a person's data: the person themselves, or staff holding `people` (acting
 * on the person's request). `userId` omitted means the viewer's own.
 */
export function personalDataScope(
  viewer: { id: number } | null,
  userId: string | number | null | undefined,
): { loggedIn: true } | { permission: 'people' } {
  if (userId === null || userId === undefined || (viewer && String(viewer.id) === String(userId))) {
    return { loggedIn: true };
  }
  return { permission: 'people' };
}
