import { graphql } from '#web/graphql/index';

export const PeopleQuery = graphql(`
  query People {
    people {
      id
      name
      pronouns
      city { id name traditionalNames country }
      picture { id small }
    }
  }
`);

export const PersonQuery = graphql(`
  query Person($id: ID!) {
    person(id: $id) {
      __typename
      ... on Person {
        id
        name
        pronouns
        bioHtml
        city { id name traditionalNames country }
        picture { id medium blurhash altText width height }
        activities { ...ActivityCard }
      }
      ... on NotFoundError { message }
    }
  }
`);
