import { useQuery } from '@apollo/client/react';
import { Badge, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { graphql } from '#web/graphql/index';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/emails')({
  head: () => ({ meta: [{ title: 'Emails' }] }),
  component: () => (
    <PermissionGuard permission="admin">
      <EmailOutbox />
    </PermissionGuard>
  ),
});

const EmailsQuery = graphql(`
  query AdminEmails {
    emails(limit: 100) {
      id
      kind
      to
      subject
      text
      state
      attempts
      lastError
      createdAt
    }
  }
`);

const STATE_COLOURS = { pending: 'amber', sent: 'green', failed: 'red' } as const;

/** The outbox, newest first; without SMTP this is where emails are read. */
function EmailOutbox() {
  const { data, loading } = useQuery(EmailsQuery, { fetchPolicy: 'network-only' });
  const emails = data?.emails ?? [];
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        Emails
      </Heading>
      {!loading && emails.length === 0 && <Text color="gray">No emails yet.</Text>}
      {emails.length > 0 && (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>To</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>State</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Queued</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {emails.map((email) => (
              <Table.Row key={email.id}>
                <Table.Cell>{email.to}</Table.Cell>
                <Table.Cell>
                  <details>
                    <summary>{email.subject}</summary>
                    <Text as="div" size="2" style={{ whiteSpace: 'pre-wrap' }}>
                      {email.text}
                    </Text>
                  </details>
                </Table.Cell>
                <Table.Cell>
                  <Badge color={STATE_COLOURS[email.state]}>{email.state}</Badge>
                  {email.lastError && (
                    <Text as="div" size="1" color="red">
                      {email.attempts} attempts: {email.lastError}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {new Date(email.createdAt).toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland' })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  );
}
