import { Card, Flex, Heading } from '@radix-ui/themes';
import type { FormEvent, ReactNode } from 'react';
import { ErrorCallout } from '#web/components/error-callout';

/** The frame of every logged-out form: heading, the server's error [AU-5], fields, actions. */
export function AuthCard({
  title,
  error,
  onSubmit,
  children,
  footer,
}: {
  title: string;
  error?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Flex justify="center" py="6">
      <Card size="4" style={{ width: '100%', maxWidth: '26rem' }}>
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="4">
            <Heading as="h1" size="6">
              {title}
            </Heading>
            {error && <ErrorCallout>{error}</ErrorCallout>}
            {children}
            {footer}
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
