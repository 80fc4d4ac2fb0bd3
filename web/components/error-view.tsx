import { Box, Button, Callout, Code, Flex, Heading } from '@radix-ui/themes';
import { useState } from 'react';

/** Shown when a route fails unexpectedly; the details are one click away, not in the way [ER-1]. */
export function ErrorView({ error }: { error: unknown }) {
  const [showError, setShowError] = useState(false);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Flex direction="column" gap="3" py="6" px="4" align="start" role="alert">
      <Heading as="h1" size="6">
        Something went wrong!
      </Heading>
      <Button variant="soft" onClick={() => setShowError((shown) => !shown)} aria-expanded={showError}>
        {showError ? 'Hide Error' : 'Show Error'}
      </Button>
      {showError && (
        <Callout.Root color="red" variant="surface">
          <Box asChild>
            <Code variant="ghost" style={{ whiteSpace: 'pre-wrap' }}>
              {message}
            </Code>
          </Box>
        </Callout.Root>
      )}
    </Flex>
  );
}
