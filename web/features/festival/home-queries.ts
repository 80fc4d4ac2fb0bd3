import { graphql } from '#web/graphql/index';

/** Just enough of an activity to pick and show it as a featured picture on the home page [issue 28]. */
export const HomeFeaturedFragment = graphql(`
  fragment HomeFeatured on Activity {
    id
    name
    type
    slug
    picture { id medium blurhash altText width height }
    presenters { id name isFestival }
    sessions { id startsAt endsAt full cancelled }
  }
`);

export const HomeQuery = graphql(`
  query Home {
    festival {
      id
      phase
      earlybirdOpensAt
      generalOpensAt
      upcomingSessions(first: 12) {
        id
        startsAt
        endsAt
        full
        venue { id name room }
        activity { id name type slug }
      }
      workshops: activities(type: Workshop) { ...HomeFeatured }
      shows: activities(type: Show) { ...HomeFeatured }
    }
  }
`);
