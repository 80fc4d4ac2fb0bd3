import { Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';

/** A move waiting for "Move session": from where to where, and its clashes in words. */
export function PendingMove({
  title,
  from,
  to,
  clashes,
  venueClash,
  saving,
  onConfirm,
  onCancel,
}: {
  title: string;
  from: string;
  to: string;
  clashes: string[];
  venueClash: boolean;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (venueClash ? cancelRef : confirmRef).current?.focus();
  }, [venueClash]);
  return (
    <Card asChild>
      <section aria-labelledby="pending-move-title">
        <Flex direction="column" gap="2">
          <Text as="p" weight="bold" id="pending-move-title">
            {title}
          </Text>
          <Text as="p" size="2">
            From {from}
            <br />
            To {to}
          </Text>
          {clashes.length > 0 && (
            <Callout.Root color={venueClash ? 'red' : 'amber'}>
              <Text as="div" size="2">
                <div>
                  <ul aria-label="Clashes" style={{ margin: 0, paddingLeft: '1.2em' }}>
                    {clashes.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                  {venueClash && (
                    <p style={{ margin: '0.5em 0 0' }}>
                      Choose another time or venue: a room holds one session at a time.
                    </p>
                  )}
                </div>
              </Text>
            </Callout.Root>
          )}
          <Flex gap="2">
            <Button ref={confirmRef} onClick={onConfirm} loading={saving} disabled={venueClash}>
              Move session
            </Button>
            <Button ref={cancelRef} variant="soft" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
