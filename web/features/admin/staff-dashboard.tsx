import { useQuery } from '@apollo/client/react';
import { Card, DataList, Flex, Grid, Link as RadixLink, Skeleton, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { formatDate, formatDayHeader, formatTime } from '#core/festival/dates';
import { formatMoney } from '#core/payments/money';
import { ErrorCallout } from '#web/components/error-callout';
import { TitledCard } from '#web/components/titled-card';
import type { StaffDashboardQuery as StaffDashboardQueryResult } from '#web/graphql/graphql';
import { BarChart } from './bar-chart';
import { StaffDashboardQuery } from './report-queries';

/**
 * The figures on /admin (issue 15). The server sends each group only to staff with its
 * permission, so the cards shown follow what the viewer may see.
 */
export function StaffDashboard() {
  const { data, loading, error } = useQuery(StaffDashboardQuery, { fetchPolicy: 'cache-and-network' });
  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  const dashboard = data?.staffDashboard;
  if (!dashboard) return loading ? <Skeleton height="12rem" /> : null;
  if (!dashboard.festival)
    return <Text color="gray">There is no festival yet, so there are no figures.</Text>;
  const { registrations, placesByDay, money, donations, emails, backups } = dashboard;
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="3" role="region" aria-label="Figures">
      {registrations && (
        <TitledCard title="Registrations">
          <BarChart
            title={`Registrations by state (${registrations.reduce((sum, s) => sum + s.count, 0)} in all)`}
            columns={['State', 'Registrations']}
            bars={registrations.map((s) => ({ label: s.label, value: s.count }))}
          />
          <RadixLink asChild size="2">
            <Link to="/admin/registrations">All registrations</Link>
          </RadixLink>
        </TitledCard>
      )}
      {placesByDay && (
        <TitledCard title="Workshop places">
          <BarChart
            title="Places taken of places offered, per day"
            columns={['Day', 'Places taken']}
            bars={placesByDay
              .filter((day) => day.sessions > 0)
              .map((day) => ({
                label: formatDayHeader(day.date),
                value: day.taken,
                outOf: day.capacity,
                valueText: `${day.taken} of ${day.capacity}${day.unlimitedSessions > 0 ? '+' : ''}`,
              }))}
          />
        </TitledCard>
      )}
      {money && (
        <TitledCard title="Money">
          <BarChart
            title={`Workshop fees${money.isEstimate ? ' (owed is an estimate until places are given)' : ''}`}
            columns={['', 'Amount']}
            bars={[
              { label: 'Paid', value: money.paid, valueText: formatMoney(money.paid) },
              { label: 'Pending', value: money.pending, valueText: formatMoney(money.pending) },
              { label: 'Owed', value: money.owed, valueText: formatMoney(money.owed) },
            ]}
          />
          <Text as="p" size="2" color="gray" mt="2">
            {money.owing} {money.owing === 1 ? 'person owes' : 'people owe'} money · vouchers{' '}
            {formatMoney(money.vouchers)} · refunded {formatMoney(money.refunded)}
            {money.credit > 0 ? ` · in credit ${formatMoney(money.credit)}` : ''}
          </Text>
          <Flex gap="3">
            <RadixLink asChild size="2">
              <Link to="/admin/payments/outstanding">Outstanding balances</Link>
            </RadixLink>
            <RadixLink asChild size="2">
              <Link to="/admin/payments">Payments</Link>
            </RadixLink>
          </Flex>
        </TitledCard>
      )}
      {(donations || emails || backups) && (
        <Card>
          <DataList.Root size="2">
            {donations && (
              <DataList.Item>
                <DataList.Label>Donations</DataList.Label>
                <DataList.Value>
                  {formatMoney(donations.total)} from {donations.count}
                  {donations.pending > 0 ? ` (${formatMoney(donations.pending)} pending)` : ''}
                </DataList.Value>
              </DataList.Item>
            )}
            {emails && (
              <DataList.Item>
                <DataList.Label>Emails failed</DataList.Label>
                <DataList.Value>
                  <Text
                    color={emails.failed > 0 ? 'red' : undefined}
                    weight={emails.failed > 0 ? 'bold' : undefined}
                  >
                    {emails.failed}
                  </Text>
                  &nbsp;· {emails.pending} waiting · {emails.sent} sent ·&nbsp;
                  <RadixLink asChild>
                    <Link to="/admin/emails">Outbox</Link>
                  </RadixLink>
                </DataList.Value>
              </DataList.Item>
            )}
            {backups && <BackupItem backups={backups} />}
          </DataList.Root>
        </Card>
      )}
    </Grid>
  );
}

type Backups = NonNullable<NonNullable<StaffDashboardQueryResult['staffDashboard']>['backups']>;

const when = (iso: string) => `${formatDate(iso)} ${formatTime(new Date(iso))}`;

/** The last backup (docs/production.md): its time and size, or the failure since, in red. */
function BackupItem({ backups }: { backups: Backups }) {
  const { lastSuccess, lastFailure } = backups;
  return (
    <DataList.Item>
      <DataList.Label>Last backup</DataList.Label>
      <DataList.Value>
        <Flex direction="column" gap="1">
          {lastSuccess ? (
            <Text>
              {when(lastSuccess.finishedAt)} · {Math.max(1, Math.round(lastSuccess.bytes / 1_048_576))} MB
            </Text>
          ) : (
            <Text color="red" weight="bold">
              None yet
            </Text>
          )}
          {lastFailure && (
            <Text color="red" weight="bold">
              Failed {when(lastFailure.finishedAt)}: {lastFailure.error}
            </Text>
          )}
          <Text size="1" color="gray">
            {backups.schedule
              ? `Scheduled (${backups.schedule} UTC), keeping ${backups.keep}`
              : 'No schedule (BACKUP_SCHEDULE=off)'}
          </Text>
        </Flex>
      </DataList.Value>
    </DataList.Item>
  );
}
