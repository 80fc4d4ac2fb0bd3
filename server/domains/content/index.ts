export { ContentPageRef, SearchResultRef } from './content.graphql';
