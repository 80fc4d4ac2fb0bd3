import { graphql } from '#web/graphql/index';

export const AdminPagesQuery = graphql(`
  query AdminPages {
    pages { id slug title }
  }
`);

export const AdminPageQuery = graphql(`
  query AdminPage($slug: String!) {
    page(slug: $slug) {
      __typename
      ... on ContentPage { id slug title body bodyHtml }
      ... on NotFoundError { message }
    }
  }
`);

export const PreviewMarkdownQuery = graphql(`
  query PreviewMarkdown($markdown: String!) {
    previewMarkdown(markdown: $markdown)
  }
`);

export const UpdatePageMutation = graphql(`
  mutation UpdatePage($slug: String!, $input: PageInput!) {
    updatePage(slug: $slug, input: $input) {
      __typename
      ... on ContentPage { id slug title body bodyHtml }
      ... on ValidationError { message problems { path message } }
      ... on Error { message }
    }
  }
`);
