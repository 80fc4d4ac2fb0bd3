import { graphql } from '#web/graphql/index';

export const DirectorySearchQuery = graphql(`
  query DirectorySearch($query: String!) {
    search(query: $query) {
      __typename
      ... on ActivityResult {
        excerpt
        activity { id name type slug presenters { id name } }
      }
      ... on PersonResult {
        excerpt
        person { id name city { id name traditionalNames country } }
      }
      ... on VenueResult {
        excerpt
        venue { id name room address }
      }
      ... on PageResult {
        excerpt
        page { id slug title }
      }
    }
  }
`);
