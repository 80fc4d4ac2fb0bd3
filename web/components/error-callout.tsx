import { Callout } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A failure the person should read now: red, and announced to screen readers. */
export function ErrorCallout({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}
