import { Heading, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { DonateForm } from '#web/features/donations/donate-form';
import { DonationsGate } from '#web/features/settings/donations-gate';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/donate/')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Donate', matches) }] }),
  component: DonatePage,
});

function DonatePage() {
  return (
    <>
      <Heading as="h1" size="8" mb="3">
        Donate
      </Heading>
      <Text as="p" mb="5" size="3">
        The festival is run by volunteers. Your donation helps bring tutors to Aotearoa and keeps workshops
        affordable.
      </Text>
      <DonationsGate>
        <DonateForm />
      </DonationsGate>
    </>
  );
}
