import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Dialog, Flex, Grid, Heading, Table, VisuallyHidden } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { ErrorCallout } from '#web/components/error-callout';
import { type Problems, problemsFrom, TextInput } from '#web/components/form-field';
import { TableStatusRow } from '#web/components/table-status-row';
import { useToast } from '#web/components/toasts';
import type { AdminVenuesQuery } from '#web/graphql/graphql';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { CreateVenueMutation, UpdateVenueMutation, VenuesAdminQuery } from './programme-admin-queries';

type Venue = AdminVenuesQuery['venues'][number];

/** Venues: name, room, address, accessibility notes and map position (issue 14). */
export function AdminVenues() {
  const { data, loading, error } = useQuery(VenuesAdminQuery, { fetchPolicy: 'cache-and-network' });
  const venues = data?.venues ?? [];
  return (
    <Flex direction="column" gap="5">
      <Flex justify="between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="7">
          Venues
        </Heading>
        <VenueDialog venue={null} />
      </Flex>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Venue</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Address</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Accessibility</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <TableStatusRow columns={4} loading={loading && !data} empty={Boolean(data) && venues.length === 0}>
            No venues yet.
          </TableStatusRow>
          {venues.map((venue) => (
            <Table.Row key={venue.id}>
              <Table.RowHeaderCell>
                {[venue.room, venue.name].filter(Boolean).join(' @ ')}
              </Table.RowHeaderCell>
              <Table.Cell>{venue.address}</Table.Cell>
              <Table.Cell>{venue.accessibilityNotes}</Table.Cell>
              <Table.Cell>
                <VenueDialog venue={venue} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

const blank = {
  name: '',
  room: '',
  address: '',
  accessibilityNotes: '',
  latitude: '',
  longitude: '',
  position: '0',
};
type Field = keyof typeof blank;

function valuesOf(venue: Venue | null): Record<Field, string> {
  if (!venue) return blank;
  return {
    name: venue.name,
    room: venue.room ?? '',
    address: venue.address,
    accessibilityNotes: venue.accessibilityNotes,
    latitude: venue.latitude == null ? '' : String(venue.latitude),
    longitude: venue.longitude == null ? '' : String(venue.longitude),
    position: String(venue.position),
  };
}

const coordinate = (value: string) => (value.trim() === '' ? null : Number(value));

function VenueDialog({ venue }: { venue: Venue | null }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => valuesOf(venue));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const options = { ...UNCACHED_RESULT, refetchQueries: ['AdminVenues'], awaitRefetchQueries: true };
  const [create, creating] = useMutation(CreateVenueMutation, options);
  const [update, updating] = useMutation(UpdateVenueMutation, options);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const latitude = coordinate(values.latitude);
    const longitude = coordinate(values.longitude);
    if (Number.isNaN(latitude) || Number.isNaN(longitude)) {
      setProblems({
        [Number.isNaN(latitude) ? 'latitude' : 'longitude']: 'Please give a number like -41.29',
      });
      return;
    }
    const input = {
      name: values.name,
      room: values.room,
      address: values.address,
      accessibilityNotes: values.accessibilityNotes,
      latitude,
      longitude,
      position: Number.parseInt(values.position, 10) || 0,
    };
    const result = venue
      ? (await update({ variables: { id: venue.id, input } })).data?.updateVenue
      : (await create({ variables: { input } })).data?.createVenue;
    if (result?.__typename === 'ValidationError') {
      setProblems(problemsFrom(result));
      return;
    }
    if (result?.__typename === 'Venue') {
      toast({ title: venue ? 'Venue saved' : 'Venue added', tone: 'success' });
      setProblems({});
      if (!venue) setValues(blank);
      setOpen(false);
      return;
    }
    setFailure(result?.message ?? 'Could not save the venue');
  }

  const prefix = `venue-${venue?.id ?? 'new'}`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(valuesOf(venue));
          setProblems({});
        }
      }}
    >
      <Dialog.Trigger>
        <Button variant={venue ? 'soft' : 'solid'} size={venue ? '1' : '2'}>
          {venue ? `Edit ${venue.name}` : 'New venue'}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="36rem">
        <Dialog.Title>{venue ? `Edit ${venue.name}` : 'New venue'}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          The position is used for the map link on the venue page.
        </Dialog.Description>
        <form onSubmit={submit}>
          <Flex direction="column" gap="3" mt="3">
            {failure && <ErrorCallout>{failure}</ErrorCallout>}
            <TextInput
              id={`${prefix}-name`}
              label="Name"
              value={values.name}
              onChange={set('name')}
              problem={problems.name}
            />
            <TextInput
              id={`${prefix}-room`}
              label="Room"
              value={values.room}
              onChange={set('room')}
              problem={problems.room}
            />
            <TextInput
              id={`${prefix}-address`}
              label="Address"
              value={values.address}
              onChange={set('address')}
              problem={problems.address}
            />
            <TextInput
              id={`${prefix}-accessibility`}
              label="Accessibility notes"
              multiline={3}
              value={values.accessibilityNotes}
              onChange={set('accessibilityNotes')}
              problem={problems.accessibilityNotes}
            />
            <Grid columns="3" gap="3">
              <TextInput
                id={`${prefix}-latitude`}
                label="Latitude"
                value={values.latitude}
                onChange={set('latitude')}
                problem={problems.latitude}
              />
              <TextInput
                id={`${prefix}-longitude`}
                label="Longitude"
                value={values.longitude}
                onChange={set('longitude')}
                problem={problems.longitude}
              />
              <TextInput
                id={`${prefix}-position`}
                label="List order"
                type="number"
                value={values.position}
                onChange={set('position')}
                problem={problems.position}
              />
            </Grid>
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Box>
                <Button type="submit" loading={creating.loading || updating.loading}>
                  {venue ? 'Save venue' : 'Add venue'}
                </Button>
              </Box>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
