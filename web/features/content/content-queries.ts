import { graphql } from '#web/graphql/index';

export const ContentPageQuery = graphql(`
  query ContentPage($slug: String!) {
    page(slug: $slug) {
      __typename
      ... on ContentPage { id slug title bodyHtml }
      ... on NotFoundError { message }
    }
  }
`);
