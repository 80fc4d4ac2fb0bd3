import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Flex,
  Heading,
  SegmentedControl,
  Select,
  Skeleton,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { formatDayHeader } from '#core/festival/dates';
import { formatMoney } from '#core/payments/money';
import { hasPermission } from '#core/people/permissions';
import {
  MONEY_FILTERS,
  REGISTRATION_FILTER_LABELS,
  REGISTRATION_FILTERS,
  REGISTRATIONS_PAGE_SIZE,
  type RegistrationFilter,
  type TRegistrationListSearch,
} from '#core/reports/registration-search';
import { CaptionedTable } from '#web/components/captioned-table';
import { ErrorCallout } from '#web/components/error-callout';
import { ExportCsvButton } from '#web/components/export-csv-button';
import { PageNav } from '#web/components/page-nav';
import type { RegistrationFilter as RegistrationFilterValue } from '#web/graphql/graphql';
import { useAuth } from '#web/lib/auth';
import { RegistrationReportQuery } from './report-queries';

const toApiFilter = (filter: RegistrationFilter) => filter.toUpperCase() as RegistrationFilterValue;

function BalanceText({ balance, estimate }: { balance: number; estimate: boolean }) {
  const prefix = estimate ? '≈ ' : '';
  if (balance > 0) return <Text color="amber">{`${prefix}${formatMoney(balance)} owed`}</Text>;
  if (balance < 0) return <Text color="blue">{`${formatMoney(-balance)} credit`}</Text>;
  return <Text color="green">Paid up</Text>;
}

/**
 * Every registration of the festival with places, waitlists and balance; filters and search live
 * in the URL (the route validates them) so a filtered list can be shared and reloaded (issue 15).
 */
export function RegistrationReport({
  search,
  onSearchChange,
}: {
  search: TRegistrationListSearch;
  onSearchChange: (next: TRegistrationListSearch) => void;
}) {
  const { user } = useAuth();
  const money = hasPermission(user, 'payments');
  const filter: RegistrationFilter = search.filter ?? 'all';
  const variables = { search: search.q || null, filter: toApiFilter(filter) };
  const page = search.page ?? 1;
  // One page at a time from the server (issue 32): a 2,000-person festival renders 50 rows.
  const { data, previousData, loading, error } = useQuery(RegistrationReportQuery, {
    variables: { ...variables, first: REGISTRATIONS_PAGE_SIZE, offset: (page - 1) * REGISTRATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The last page stays on screen while the next loads, so the table does not jump.
  const list = (data ?? previousData)?.registrationReport;
  const goTo = (next: number) => onSearchChange({ ...search, page: next > 1 ? next : undefined });

  const filters = REGISTRATION_FILTERS.filter((f) => money || !MONEY_FILTERS.includes(f));
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="end" wrap="wrap" gap="3">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Registrations
          </Heading>
          {list && (
            <Text color="gray" size="2" data-testid="registration-counts">
              {list.total} registrations{filter === 'all' ? '' : ` · ${list.matching} match`}
            </Text>
          )}
        </Flex>
        <Link to="/admin/registrations/preferences">Preferences chart</Link>
        <TextField.Root
          placeholder="Search by name or email"
          aria-label="Search registrations"
          value={search.q ?? ''}
          onChange={(e) => onSearchChange({ ...search, q: e.target.value || undefined, page: undefined })}
        />
      </Flex>
      <Flex gap="3" align="center" wrap="wrap">
        <Text as="span" size="2" id="registration-filter-label">
          Show
        </Text>
        {/* Side by side the choices are wider than a phone: there they are a select. */}
        <Box display={{ initial: 'none', sm: 'block' }}>
          <SegmentedControl.Root
            value={filter}
            aria-labelledby="registration-filter-label"
            onValueChange={(value) =>
              onSearchChange({
                ...search,
                filter: value === 'all' ? undefined : (value as RegistrationFilter),
                page: undefined,
              })
            }
          >
            {filters.map((f) => (
              <SegmentedControl.Item key={f} value={f}>
                {REGISTRATION_FILTER_LABELS[f]}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        </Box>
        <Box display={{ initial: 'block', sm: 'none' }}>
          <Select.Root
            value={filter}
            onValueChange={(value) =>
              onSearchChange({
                ...search,
                filter: value === 'all' ? undefined : (value as RegistrationFilter),
                page: undefined,
              })
            }
          >
            <Select.Trigger aria-labelledby="registration-filter-label" />
            <Select.Content>
              {filters.map((f) => (
                <Select.Item key={f} value={f}>
                  {REGISTRATION_FILTER_LABELS[f]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Box>
        <ExportCsvButton
          file="registrations.csv"
          params={{ filter, search: search.q }}
          filename={`registrations-${filter}.csv`}
        >
          Download CSV
        </ExportCsvButton>
      </Flex>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      <CaptionedTable
        caption="Registrations"
        columns={['Name', 'Email', 'Registered', 'Places', 'Waitlists', 'Photos', money && 'Balance']}
      >
        {loading && !list && (
          <Table.Row>
            <Table.Cell colSpan={7}>
              <Skeleton height="2rem" />
            </Table.Cell>
          </Table.Row>
        )}
        {list && list.items.length === 0 && (
          <Table.Row>
            <Table.Cell colSpan={7}>
              <Text color="gray">Nobody matches.</Text>
            </Table.Cell>
          </Table.Row>
        )}
        {list?.items.map((item) => (
          <Table.Row key={item.id}>
            <Table.RowHeaderCell>
              <Link to="/admin/registrations/$registrationId" params={{ registrationId: item.id }}>
                {item.name}
              </Link>
            </Table.RowHeaderCell>
            <Table.Cell>{item.email}</Table.Cell>
            <Table.Cell>
              {item.completedAt ? (
                formatDayHeader(item.completedAt).split(', ')[1]
              ) : (
                <Badge color="gray">In progress</Badge>
              )}
            </Table.Cell>
            <Table.Cell>
              {item.places > 0 ? (
                item.workshopsPlaced
              ) : (
                <Text color="gray">{item.slotsPreferred} ranked</Text>
              )}
            </Table.Cell>
            <Table.Cell>{item.waitlists || ''}</Table.Cell>
            <Table.Cell>
              {item.photoPermission === null ? '—' : item.photoPermission ? 'Yes' : 'No'}
            </Table.Cell>
            {money && (
              <Table.Cell>
                {item.balance === null || item.balance === undefined ? (
                  '—'
                ) : (
                  <BalanceText balance={item.balance} estimate={item.balanceIsEstimate} />
                )}
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </CaptionedTable>
      {list && (
        <PageNav
          label="Pages of registrations"
          testId="registration-page"
          offset={list.offset}
          shown={list.items.length}
          of={list.matching}
          onPrevious={() => goTo(page - 1)}
          onNext={() => goTo(page + 1)}
        />
      )}
    </Flex>
  );
}
