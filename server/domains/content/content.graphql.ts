// The content domain's GraphQL, one file per type (convention 3); the schema imports this entry.
export { ContentPageRef } from './page.graphql';
export { SearchResultRef } from './search.graphql';

import './page-admin.graphql';
