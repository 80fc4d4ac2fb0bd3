import { notFound } from '@tanstack/react-router';
import type { ActivityType } from '#core/activities/activity-types';
import { isRecordId } from '#core/validation/ids';
import type { AppApolloClient } from '#web/lib/apollo';
import { MySessionQuery } from './calendar-queries';

/**
 * The viewer's part in the session at this address, for a route loader. The server only returns
 * sessions the viewer is in; anything else (or an address whose kind or slug does not match) is
 * not found, so a page never hints that someone else's session exists [RT-10].
 */
export async function loadMySession(
  apollo: AppApolloClient,
  address: { sessionId: string; type: ActivityType; slug: string },
) {
  // The API refuses what cannot be an id; an address with one is simply not a page.
  if (!isRecordId(address.sessionId)) throw notFound();
  const { data } = await apollo.query({
    query: MySessionQuery,
    variables: { id: address.sessionId },
    fetchPolicy: 'network-only',
  });
  const mine = data?.mySession;
  if (!mine || mine.session.activity.type !== address.type || mine.session.activity.slug !== address.slug) {
    throw notFound();
  }
  return mine;
}
