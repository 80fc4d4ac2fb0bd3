import { useQuery } from '@apollo/client/react';
import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { ActivityType } from '#core/activities/activity-types';
import { formatDayHeader } from '#core/festival/dates';
import { ErrorCallout } from '#web/components/error-callout';
import { isNotError } from '#web/lib/results';
import { AdminActivityFeedbackQuery } from './activity-admin-queries';

const KINDS = [
  ['positive', 'Positive feedback'],
  ['constructive', 'Constructive feedback'],
  ['testimonial', 'Testimonials'],
] as const;

/**
 * What participants said, by kind. Rows carry no names, and are shown newest first rather than
 * grouped by person, so staff cannot piece together who wrote what.
 */
export function ActivityAdminFeedback({ type, slug }: { type: ActivityType; slug: string }) {
  const { data, loading, error } = useQuery(AdminActivityFeedbackQuery, {
    variables: { type, slug },
    fetchPolicy: 'cache-and-network',
  });
  const rows = isNotError(data?.activity) ? data.activity.feedback : [];
  if (loading && !data) return <Skeleton height="8rem" />;
  if (error) {
    return <ErrorCallout>{error.message}</ErrorCallout>;
  }
  if (rows.length === 0) return <Text color="gray">No feedback yet.</Text>;
  const ratings = rows.map((row) => row.rating).filter((rating): rating is number => rating != null);
  return (
    <Flex direction="column" gap="4">
      {ratings.length > 0 && (
        <Text>
          Average rating {(ratings.reduce((sum, r) => sum + r, 0) / ratings.length).toFixed(1)} / 5 from{' '}
          {ratings.length} {ratings.length === 1 ? 'rating' : 'ratings'}
        </Text>
      )}
      {KINDS.map(([kind, title]) => {
        const texts = [...rows].reverse().filter((row) => row[kind].trim() !== '');
        return (
          <Flex asChild direction="column" gap="2" key={kind}>
            <section aria-label={title}>
              <Heading as="h2" size="4">
                {title}
              </Heading>
              {texts.length === 0 ? (
                <Text color="gray">No {title.toLowerCase()} yet.</Text>
              ) : (
                texts.map((row) => (
                  <Card key={row.id}>
                    <Text as="p">{row[kind]}</Text>
                    <Text as="p" size="1" color="gray">
                      {formatDayHeader(row.session.startsAt)}
                    </Text>
                  </Card>
                ))
              )}
            </section>
          </Flex>
        );
      })}
    </Flex>
  );
}
