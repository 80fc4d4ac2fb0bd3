import { Callout } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useSiteSettings } from './use-site-settings';

/**
 * /donate while staff have closed donations (the donationsOpen setting): a friendly note instead
 * of the form. The server refuses createDonation too; this saves people filling in a form for nothing.
 */
export function DonationsGate({ children }: { children: ReactNode }) {
  const open = useSiteSettings().boolean('donationsOpen');
  if (open === false) {
    return (
      <Callout.Root color="gray" size="3" role="status">
        <Callout.Text>
          Donations are closed for now. Thank you for thinking of us; please check back later.
        </Callout.Text>
      </Callout.Root>
    );
  }
  return <>{children}</>;
}
