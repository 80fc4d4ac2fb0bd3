import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '#core/payments/money';
import { CaptionedTable } from '#web/components/captioned-table';
import { useConfirm } from '#web/components/confirm-dialog';
import { ErrorCallout } from '#web/components/error-callout';
import { PageNav, usePages } from '#web/components/page-nav';
import { useToast } from '#web/components/toasts';
import { OutstandingBalancesQuery, SendPaymentRemindersMutation } from './report-queries';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-NZ', {
    timeZone: 'Pacific/Auckland',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** Rows on screen at once: a 2,000-person festival owes in its hundreds (issue 32). */
const ROWS_PER_PAGE = 50;
/** Reminders asked for in one request; the server takes up to 2,000. */
const REMINDERS_PER_REQUEST = 1000;

/** A balance row's person: their name, linking to the registration, over their email. */
export function PersonCell({ person }: { person: { registrationId: string; name: string; email: string } }) {
  return (
    <Table.RowHeaderCell>
      <Link to="/admin/registrations/$registrationId" params={{ registrationId: person.registrationId }}>
        {person.name}
      </Link>
      <Text as="div" size="1" color="gray">
        {person.email}
      </Text>
    </Table.RowHeaderCell>
  );
}

/**
 * Who owes what, largest first, and payment reminders: one email per person, at most one a day
 * each (the server enforces it; the page says when the next may go).
 */
export function OutstandingBalances() {
  // Not kept in Apollo's cache: writing thousands of rows into it was a 0.8 s task at 10,000
  // registrations, and nothing else reads them. The report is fetched on each visit.
  const { data, loading, error, refetch } = useQuery(OutstandingBalancesQuery, { fetchPolicy: 'no-cache' });
  const [send, { loading: sending }] = useMutation(SendPaymentRemindersMutation);
  const confirm = useConfirm();
  const toast = useToast();
  const report = data?.outstandingBalances;
  const { shown, paged, navigation } = usePages(report?.items ?? [], ROWS_PER_PAGE);

  const remind = async (ids: string[], who: string) => {
    const confirmed = await confirm({
      title: `Send ${ids.length === 1 ? 'a payment reminder' : `${ids.length} payment reminders`}?`,
      body: `${who} will get one email each saying what they still owe. Nobody can be reminded again for 24 hours.`,
      confirmLabel: `Send ${ids.length === 1 ? 'reminder' : `${ids.length} reminders`}`,
      countdown: 1,
    });
    if (!confirmed) return;
    let sent = 0;
    let skipped = 0;
    let refusal: string | null = null;
    for (let start = 0; start < ids.length && refusal === null; start += REMINDERS_PER_REQUEST) {
      const result = await send({
        variables: { registrationIds: ids.slice(start, start + REMINDERS_PER_REQUEST) },
      });
      const payload = result.data?.sendPaymentReminders;
      if (payload?.__typename === 'PaymentReminderResult') {
        sent += payload.sent;
        skipped += payload.skipped.length;
      } else {
        refusal = payload?.message ?? 'Please try again.';
      }
    }
    if (sent > 0 || refusal === null) {
      toast({
        title: `Reminder sent to ${people(sent)}`,
        description:
          skipped > 0 ? `${people(skipped)} skipped (reminded in the last 24 hours or paid up).` : undefined,
        tone: 'success',
      });
    }
    if (refusal !== null) {
      toast({
        title: sent > 0 ? 'Some reminders were not sent' : 'No reminders sent',
        description: refusal,
        tone: 'error',
      });
    }
    // A failed refresh shows as the query's error; leaving the page meanwhile aborts it.
    await refetch().catch(() => undefined);
  };

  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  if (!report) return loading ? <Skeleton height="12rem" /> : null;
  const remindable = report.items.filter((item) => item.canRemind);

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="end" wrap="wrap" gap="3">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Outstanding balances
          </Heading>
          <Text color="gray" size="2" data-testid="outstanding-summary">
            {people(report.items.length)} owe {formatMoney(report.totalOwed)} in all
          </Text>
        </Flex>
        <Button
          disabled={remindable.length === 0 || sending}
          loading={sending}
          onClick={() =>
            remind(
              remindable.map((item) => item.registrationId),
              `${people(remindable.length)}`,
            )
          }
        >
          Send payment reminder to {people(remindable.length)}
        </Button>
      </Flex>
      <Callout.Root color="gray" size="1">
        <Callout.Text>
          Each person gets at most one reminder every 24 hours; people reminded more recently are left out and
          show when they can be reminded again.
        </Callout.Text>
      </Callout.Root>
      {report.items.length === 0 ? (
        <Text color="gray">Nobody owes anything. Ka pai!</Text>
      ) : (
        <CaptionedTable
          caption="Outstanding balances"
          columns={['Name', 'Owes', 'Cost', 'Paid', 'Pending', 'Reminder']}
        >
          {shown.map((item) => (
            <Table.Row key={item.id}>
              <PersonCell person={item} />
              <Table.Cell>
                {item.isEstimate ? '≈ ' : ''}
                {formatMoney(item.outstanding)}
              </Table.Cell>
              <Table.Cell>{formatMoney(item.total)}</Table.Cell>
              <Table.Cell>{formatMoney(item.paid)}</Table.Cell>
              <Table.Cell>{item.pending > 0 ? formatMoney(item.pending) : ''}</Table.Cell>
              <Table.Cell>
                {item.canRemind ? (
                  <Button
                    size="1"
                    variant="soft"
                    disabled={sending}
                    onClick={() => remind([item.registrationId], item.name)}
                    aria-label={`Send payment reminder to ${item.name}`}
                  >
                    Remind
                  </Button>
                ) : (
                  <Text size="1" color="gray">
                    {item.lastReminderAt ? `Reminded ${when(item.lastReminderAt)}` : ''}
                    {item.nextReminderAt ? `; again after ${when(item.nextReminderAt)}` : ''}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </CaptionedTable>
      )}
      {paged && <PageNav label="Pages of outstanding balances" {...navigation} />}
    </Flex>
  );
}
