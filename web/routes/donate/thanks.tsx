import { Callout, Heading, Text } from '@radix-ui/themes';
import { createFileRoute, Navigate, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { formatMoney } from '#core/payments/money';
import { DonationThanksQuery } from '#web/features/donations/donation-queries';
import { pageTitle } from '#web/lib/page-title';
import { stringParam } from '#web/lib/search-params';

// Stripe returns here with ?payment_intent=… [RT-6]. Without one there is nothing to thank anyone
// for: go back to /donate quietly (a failed search validation would log an error first).
const validateThanksSearch = (search: { payment_intent?: string } & SearchSchemaInput) => ({
  payment_intent: stringParam(search.payment_intent, undefined, /./),
});

export const Route = createFileRoute('/donate/thanks')({
  validateSearch: validateThanksSearch,
  beforeLoad: ({ search }) => {
    if (!search.payment_intent) throw redirect({ to: '/donate', replace: true });
  },
  loaderDeps: ({ search }) => ({ paymentIntent: search.payment_intent ?? '' }),
  loader: async ({ context, deps }) => {
    // Any failure to load (unknown intent, network, server) returns to /donate [RT-6].
    try {
      const { data } = await context.apollo.query({
        query: DonationThanksQuery,
        variables: { paymentIntent: deps.paymentIntent },
        fetchPolicy: 'network-only',
      });
      const result = data?.donationThanks;
      if (result?.__typename === 'DonationThanks') return { donation: result };
    } catch {
      // fall through to the redirect
    }
    throw redirect({ to: '/donate', replace: true });
  },
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Thank you', matches) }] }),
  errorComponent: () => <Navigate to="/donate" replace />,
  component: ThanksPage,
});

function ThanksPage() {
  const { donation } = Route.useLoaderData();
  const firstName = donation.name.split(/\s+/)[0] ?? donation.name;
  return (
    <>
      <Heading as="h1" size="8" mb="4">
        Thank you, {firstName}!
      </Heading>
      <Text as="p" size="4" mb="4">
        Your donation of <strong>{formatMoney(donation.amount)}</strong> means a lot to us.
      </Text>
      {donation.state === 'approved' ? (
        <Callout.Root color="green">
          <Callout.Text>We have received it and emailed you a receipt.</Callout.Text>
        </Callout.Root>
      ) : (
        <Callout.Root color="blue">
          <Callout.Text>
            Your payment is being confirmed; we will email your receipt as soon as it is.
          </Callout.Text>
        </Callout.Root>
      )}
    </>
  );
}
