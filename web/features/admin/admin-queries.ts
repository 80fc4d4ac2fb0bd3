import { graphql } from '#web/graphql/index';

export const RegistrationChangedSubscription = graphql(`
  subscription RegistrationChanged {
    registrationChanged { registrationId kind at }
  }
`);
