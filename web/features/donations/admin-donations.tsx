import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  DataList,
  Flex,
  Heading,
  Link as RadixLink,
  Skeleton,
  Table,
  Text,
} from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PAYMENT_STATES, type PaymentState } from '#core/payments/balance';
import { formatMoney } from '#core/payments/money';
import { AdminListPage } from '#web/components/admin-list-page';
import { CaptionedTable } from '#web/components/captioned-table';
import { ErrorCallout } from '#web/components/error-callout';
import { ExportCsvButton } from '#web/components/export-csv-button';
import { ALL, FilterSelect } from '#web/components/filter-select';
import { graphql } from '#web/graphql/index';
import { formatDateTime } from '#web/lib/date-time';
import { ApproveDonationButton, DONATION_METHOD_LABELS, RecordDonationDialog } from './offline-donations';

const AdminDonationsQuery = graphql(`
  query AdminDonations($state: DonationState) {
    donationTotals { state count amount }
    donations(state: $state, limit: 500) { id name email anonymous amount state method createdAt }
  }
`);

const AdminDonationQuery = graphql(`
  query AdminDonation($id: ID!) {
    donation(id: $id) {
      id name email anonymous message amount state method reference stripePaymentIntentId receiptSentAt createdAt
    }
  }
`);

const STATE_COLORS = { pending: 'amber', approved: 'green', cancelled: 'gray', failed: 'red' } as const;

/** /admin/donations: totals per state, the list, CSV export [RT-13]. */
export function AdminDonations() {
  const [state, setState] = useState<PaymentState | typeof ALL>('approved');
  const variables = { state: state === ALL ? null : state };
  const { data, loading, error } = useQuery(AdminDonationsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminListPage
      title="Donations"
      error={error}
      intro={
        data &&
        data.donationTotals.length > 0 && (
          <Flex gap="4" wrap="wrap" aria-label="Totals">
            {data.donationTotals.map((total) => (
              <Text key={total.state}>
                <Badge color={STATE_COLORS[total.state]}>{total.state}</Badge> {total.count} ·{' '}
                {formatMoney(total.amount)}
              </Text>
            ))}
          </Flex>
        )
      }
      filters={
        <>
          <FilterSelect
            label="State"
            value={state}
            onChange={setState}
            options={PAYMENT_STATES}
            allLabel="All states"
          />
          <ExportCsvButton file="donations.csv" params={variables} filename="donations.csv" />
          <RecordDonationDialog />
        </>
      }
      empty={!loading && data?.donations.length === 0 && 'No donations match.'}
    >
      {data && data.donations.length > 0 && (
        <CaptionedTable
          caption="Donations"
          columns={['Donor', { label: 'Amount', justify: 'end' }, 'State', 'Paid by', 'Date']}
        >
          {data.donations.map((donation) => (
            <Table.Row key={donation.id}>
              <Table.RowHeaderCell>
                <RadixLink asChild>
                  <Link to="/admin/donations/$donationId" params={{ donationId: donation.id }}>
                    {donation.name}
                  </Link>
                </RadixLink>
                {donation.anonymous && (
                  <Badge ml="2" color="gray">
                    anonymous
                  </Badge>
                )}
              </Table.RowHeaderCell>
              <Table.Cell justify="end">{formatMoney(donation.amount)}</Table.Cell>
              <Table.Cell>
                <Badge color={STATE_COLORS[donation.state]}>{donation.state}</Badge>
              </Table.Cell>
              <Table.Cell>{DONATION_METHOD_LABELS[donation.method]}</Table.Cell>
              <Table.Cell>{formatDateTime(donation.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </CaptionedTable>
      )}
    </AdminListPage>
  );
}

/** /admin/donations/{donationId}. */
export function AdminDonation({ donationId }: { donationId: string }) {
  const { data, loading, error } = useQuery(AdminDonationQuery, {
    variables: { id: donationId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Skeleton height="10rem" />;
  if (error) {
    return <ErrorCallout>{error.message}</ErrorCallout>;
  }
  const donation = data?.donation;
  if (!donation) return <Text as="p">not found</Text>;
  const rows: Array<[string, string]> = [
    ['Donor', donation.email ? `${donation.name} (${donation.email})` : donation.name],
    ['Anonymous', donation.anonymous ? 'Yes: do not name them publicly' : 'No'],
    ['State', donation.state],
    ['Paid by', DONATION_METHOD_LABELS[donation.method]],
    ['Reference', donation.reference || '—'],
    ['Message', donation.message || '—'],
    ['Stripe payment', donation.stripePaymentIntentId ?? '—'],
    ['Receipt sent', donation.receiptSentAt ? formatDateTime(donation.receiptSentAt) : '—'],
    ['Date', formatDateTime(donation.createdAt)],
  ];
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Donation of {formatMoney(donation.amount)}
      </Heading>
      <DataList.Root>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label>{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      {donation.state === 'pending' && donation.method === 'internet_banking' && (
        <Box>
          <ApproveDonationButton
            id={donation.id}
            name={donation.name}
            amount={donation.amount}
            reference={donation.reference}
          />
        </Box>
      )}
    </Flex>
  );
}
