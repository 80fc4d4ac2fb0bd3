import { MockedProvider } from '@apollo/client/testing/react';
import { Theme } from '@radix-ui/themes';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffDashboardQuery } from './report-queries';
import { StaffDashboard } from './staff-dashboard';

afterEach(cleanup);

type Backups = {
  schedule: string | null;
  keep: number;
  lastSuccess: { finishedAt: string; name: string; bytes: number } | null;
  lastFailure: { finishedAt: string; error: string } | null;
};

function showWith(backups: Backups | null) {
  const result = {
    data: {
      staffDashboard: {
        __typename: 'StaffDashboard',
        festival: { __typename: 'Festival', id: '1' },
        registrations: null,
        placesByDay: null,
        money: null,
        donations: null,
        emails: null,
        backups: backups && {
          __typename: 'BackupStatus',
          ...backups,
          lastSuccess: backups.lastSuccess && { __typename: 'LastBackup', ...backups.lastSuccess },
          lastFailure: backups.lastFailure && { __typename: 'BackupFailure', ...backups.lastFailure },
        },
      },
    },
  };
  render(
    <MockedProvider mocks={[{ request: { query: StaffDashboardQuery }, result }]}>
      <Theme>
        <StaffDashboard />
      </Theme>
    </MockedProvider>,
  );
}

describe('the dashboard’s backup line [issue 29]', () => {
  it('shows the last backup’s time (festival time) and size, and the schedule', async () => {
    showWith({
      schedule: '0 14 * * *',
      keep: 14,
      lastSuccess: {
        finishedAt: '2027-03-01T14:00:05Z',
        name: 'festival-2027-03-01T140000Z',
        bytes: 5_500_000,
      },
      lastFailure: null,
    });
    expect(await screen.findByText('Last backup')).toBeTruthy();
    expect(screen.getByText(/5 MB/).textContent).toMatch(/2 Mar.*3:00/);
    expect(screen.getByText('Scheduled (0 14 * * * UTC), keeping 14')).toBeTruthy();
  });

  it('says in red when there is none, or when one failed since', async () => {
    showWith({
      schedule: null,
      keep: 14,
      lastSuccess: null,
      lastFailure: { finishedAt: '2027-03-02T14:00:00Z', error: 'pg_dump failed (1): disk full' },
    });
    expect(await screen.findByText('None yet')).toBeTruthy();
    expect(screen.getByText(/Failed .*: pg_dump failed \(1\): disk full/)).toBeTruthy();
    expect(screen.getByText('No schedule (BACKUP_SCHEDULE=off)')).toBeTruthy();
  });

  it('shows nothing about backups to staff who may not see them', async () => {
    showWith(null);
    await screen.findByRole('region', { name: 'Figures' });
    expect(screen.queryByText('Last backup')).toBeNull();
  });
});
