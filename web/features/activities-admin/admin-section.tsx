import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/**
 * A titled part of an activity's admin page, named by its heading (`{id}-heading`); `actions`,
 * when given (even as false), sit beside the heading.
 */
export function AdminSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const hasActions = actions !== undefined;
  const heading = (
    <Heading as="h2" size="4" mb={hasActions ? undefined : '2'} id={headingId}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={headingId}>
      {hasActions ? (
        <Flex justify="between" align="center" mb="2" gap="3" wrap="wrap">
          {heading}
          {actions}
        </Flex>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
