import { Heading } from '@radix-ui/themes';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { activityTypePlural, PUBLIC_PROGRAMME_TYPES } from '#core/activities/index';
import { plainText } from '#core/seo/page-meta';
import { isRecordId } from '#core/validation/ids';
import { ActivityCard } from '#web/features/activities/activity-card';
import { PersonDetails } from '#web/features/presenters/person-details';
import { PersonQuery } from '#web/features/presenters/presenter-queries';
import { publicHead } from '#web/lib/page-head';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/people/$id')({
  loader: async ({ params, context }) => {
    // The API refuses what cannot be an id; an address with one is simply not a page.
    if (!isRecordId(params.id)) throw notFound();
    const { data } = await context.apollo.query({ query: PersonQuery, variables: { id: params.id } });
    if (data?.person.__typename !== 'Person') throw notFound();
    return { person: data.person };
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {};
    const { person } = loaderData;
    const activities = person.activities.map((activity) => activity.name).join(', ');
    return publicHead(matches, {
      title: pageTitle(person.name, matches),
      description:
        plainText(person.bioHtml) ||
        `${person.name} at the New Zealand Improv Festival${activities ? `: ${activities}` : ''}.`,
      path: `/people/${person.id}`,
      image: person.picture?.medium,
      imageAlt: person.picture?.altText,
      type: 'profile',
    });
  },
  component: PersonPage,
});

function firstStart(activity: { sessions: ReadonlyArray<{ startsAt: string }> }): string {
  return activity.sessions[0]?.startsAt ?? '9999';
}

function PersonPage() {
  const { person } = Route.useLoaderData();
  return (
    <PersonDetails person={person}>
      {PUBLIC_PROGRAMME_TYPES.map((type) => {
        const activities = person.activities
          .filter((activity) => activity.type === type)
          .sort((a, b) => firstStart(a).localeCompare(firstStart(b)));
        if (activities.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`presents-${type}`}>
            <Heading as="h2" size="6" mb="3" id={`presents-${type}`}>
              {activityTypePlural(type)}
            </Heading>
            <div className="card-grid">
              {activities.map((activity) => (
                <ActivityCard key={activity.id} activity={activity} />
              ))}
            </div>
          </section>
        );
      })}
    </PersonDetails>
  );
}
