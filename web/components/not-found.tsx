import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';

/** The full not-found page for unknown public paths [NF-1]. */
export function NotFoundPage() {
  return (
    <Flex direction="column" align="center" gap="4" py="9" px="4" style={{ textAlign: 'center' }}>
      <Heading as="h1" size="8">
        Oops!
      </Heading>
      <Text as="p" size="4" color="gray">
        Sorry, we couldn’t find that page.
      </Text>
      <Button asChild variant="soft">
        <Link to="/">Back to the festival</Link>
      </Button>
    </Flex>
  );
}

/** A small fallback inside a layout [NF-2]. */
export function NotFound({ children = 'Not Found' }: { children?: string }) {
  return (
    <Text as="p" color="gray">
      {children}
    </Text>
  );
}
