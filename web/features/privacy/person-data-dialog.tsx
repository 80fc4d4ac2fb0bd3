import { Button, Dialog, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useToast } from '#web/components/toasts';
import { DeleteAccountForm, DownloadPersonalData } from './personal-data';

/**
 * Staff holding `people` act on a person's request (decision 018): hand them their data, or erase
 * their account. Both are checked and audited on the server (person.export, person.erase).
 */
export function PersonDataDialog({
  person,
  onClose,
  onDeleted,
}: {
  person: { id: string; email: string; name: string };
  onClose: () => void;
  onDeleted: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="32rem">
        <Dialog.Title>Data of {person.name}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Only on the person’s own request. What you do here is recorded in the audit log.
        </Dialog.Description>
        <Flex direction="column" gap="4" mt="4">
          <Flex direction="column" gap="2">
            <Heading as="h3" size="3">
              Their data
            </Heading>
            <Text size="2">Everything held about them, as one file to send them.</Text>
            <DownloadPersonalData userId={person.id} label="Download their data" />
          </Flex>
          <Separator size="4" />
          <Flex direction="column" gap="2">
            <Heading as="h3" size="3">
              Delete their account
            </Heading>
            <DeleteAccountForm email={person.email} userId={person.id} own={false} onDeleted={onDeleted} />
          </Flex>
          <Flex justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A row's "Data" button for the staff people list, opening the dialog above. */
export function PersonDataButton({
  person,
  onDeleted,
}: {
  person: { id: string; email: string; name: string };
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <>
      <Button
        size="1"
        variant="soft"
        color="gray"
        onClick={() => setOpen(true)}
        aria-label={`Data of ${person.name}`}
      >
        Data
      </Button>
      {open && (
        <PersonDataDialog
          person={person}
          onClose={() => setOpen(false)}
          onDeleted={() => {
            toast({ title: 'Account deleted', tone: 'success' });
            setOpen(false);
            onDeleted();
          }}
        />
      )}
    </>
  );
}
