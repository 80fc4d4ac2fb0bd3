import { RegistrationRef } from '#server/domains/registrations/index';
import { builder } from '#server/graphql/builder';
import { BalanceRef, PaymentRef } from './payment-types.graphql';
import {
  findPaymentRegistration,
  getRegistrationBalance,
  listRegistrationPayments,
} from './payments.queries';

// Payments come after registrations in the dependency order, so they add these fields to
// Registration (whose own scope already limits it to its owner and registration managers).
builder.objectFields(RegistrationRef, (t) => ({
  payments: t.field({
    type: [PaymentRef],
    description: 'Every payment of the registration, oldest first.',
    resolve: (registration, _args, context) => listRegistrationPayments(context.db, registration.id),
  }),
  balance: t.field({
    type: BalanceRef,
    description: 'The balance from the one calculation in core/payments.',
    resolve: async (registration, _args, context) => {
      const found = await findPaymentRegistration(context.db, registration.id);
      if (!found) throw new Error(`Registration ${registration.id} vanished`);
      return getRegistrationBalance(context.db, found, context.now());
    },
  }),
}));
