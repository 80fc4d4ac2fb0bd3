import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
// Domains in dependency order: each may extend the types of those before it.
import '#server/domains/festival/festival.graphql';
import '#server/domains/people/people.graphql';
import '#server/domains/people/users.graphql';
import '#server/domains/auth/auth.graphql';
import '#server/domains/activities/activities.graphql';
import '#server/domains/content/content.graphql';
import '#server/domains/registrations/registrations.graphql';
import '#server/domains/messages/emails.graphql';
import '#server/domains/allocation/allocation.graphql';
import '#server/domains/payments/payments.graphql';
import '#server/domains/payments/registration-payments.graphql';
import '#server/domains/donations/donations.graphql';
import '#server/realtime/registration-changes.graphql';

export const schema = builder.toSchema({ sortSchema: false });

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
