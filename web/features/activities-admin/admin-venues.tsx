import { useMutation, useQuery } from '@apollo/client/react';
import { Flex, Grid, Heading, Table, VisuallyHidden } from '@radix-ui/themes';
import { CaptionedTable } from '#web/components/captioned-table';
import { ErrorCallout } from '#web/components/error-callout';
import { addOrEditTrigger, FormDialog, useFormState } from '#web/components/form-dialog';
import { TextInput } from '#web/components/form-field';
import { TableStatusRow } from '#web/components/table-status-row';
import { useToast } from '#web/components/toasts';
import type { AdminVenuesQuery } from '#web/graphql/graphql';
import { refetchAfter } from '#web/lib/auth';
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
      <CaptionedTable
        caption="Venues"
        columns={['Venue', 'Address', 'Accessibility', { label: <VisuallyHidden>Actions</VisuallyHidden> }]}
      >
        <TableStatusRow columns={4} loading={loading && !data} empty={Boolean(data) && venues.length === 0}>
          No venues yet.
        </TableStatusRow>
        {venues.map((venue) => (
          <Table.Row key={venue.id}>
            <Table.RowHeaderCell>{[venue.room, venue.name].filter(Boolean).join(' @ ')}</Table.RowHeaderCell>
            <Table.Cell>{venue.address}</Table.Cell>
            <Table.Cell>{venue.accessibilityNotes}</Table.Cell>
            <Table.Cell>
              <VenueDialog venue={venue} />
            </Table.Cell>
          </Table.Row>
        ))}
      </CaptionedTable>
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
function valuesOf(venue: Venue | null): typeof blank {
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
  const form = useFormState(() => valuesOf(venue));
  const [create, creating] = useMutation(CreateVenueMutation, refetchAfter('AdminVenues'));
  const [update, updating] = useMutation(UpdateVenueMutation, refetchAfter('AdminVenues'));

  async function submit() {
    const { values } = form;
    form.setFailure(null);
    const latitude = coordinate(values.latitude);
    const longitude = coordinate(values.longitude);
    if (Number.isNaN(latitude) || Number.isNaN(longitude)) {
      form.setProblems({
        [Number.isNaN(latitude) ? 'latitude' : 'longitude']: 'Please give a number like -41.29',
      });
      return false;
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
    const saved = form.accept(result, 'Venue', 'Could not save the venue');
    if (saved) toast({ title: venue ? 'Venue saved' : 'Venue added', tone: 'success' });
    return saved !== null;
  }

  const prefix = `venue-${venue?.id ?? 'new'}`;
  const title = venue ? `Edit ${venue.name}` : 'New venue';
  return (
    <FormDialog
      form={form}
      trigger={addOrEditTrigger(!venue, title)}
      title={title}
      description="The position is used for the map link on the venue page."
      maxWidth="36rem"
      submitLabel={venue ? 'Save venue' : 'Add venue'}
      loading={creating.loading || updating.loading}
      onOpen={() => form.reset(valuesOf(venue))}
      submit={submit}
    >
      <TextInput id={`${prefix}-name`} label="Name" {...form.field('name')} />
      <TextInput id={`${prefix}-room`} label="Room" {...form.field('room')} />
      <TextInput id={`${prefix}-address`} label="Address" {...form.field('address')} />
      <TextInput
        id={`${prefix}-accessibility`}
        label="Accessibility notes"
        multiline={3}
        {...form.field('accessibilityNotes')}
      />
      <Grid columns="3" gap="3">
        <TextInput id={`${prefix}-latitude`} label="Latitude" {...form.field('latitude')} />
        <TextInput id={`${prefix}-longitude`} label="Longitude" {...form.field('longitude')} />
        <TextInput id={`${prefix}-position`} label="List order" type="number" {...form.field('position')} />
      </Grid>
    </FormDialog>
  );
}
