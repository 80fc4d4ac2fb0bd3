export { EmailRef } from './emails.graphql';
