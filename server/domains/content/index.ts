export { ContentPageRef } from './content.graphql';
