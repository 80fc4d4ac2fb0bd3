import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { users } from './auth';
import { belongsTo, createdAt } from './columns';

/**
 * Activities a signed-in person starred on the programme (issue 28). Visitors keep theirs in the
 * browser; at log-in those are merged in here. Personal data (decision 018): exported and erased
 * with the person, gone with the activity.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: belongsTo('user_id', () => users.id),
    activityId: belongsTo('activity_id', () => activities.id),
    ...createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityId] }), index('favourites_activity').on(t.activityId)],
);
