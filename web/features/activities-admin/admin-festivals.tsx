import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Heading, Link as RadixLink, Table, Text } from '@radix-ui/themes';
import { Link, useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { formatDateRange } from '#core/festival/dates';
import { formatMoney } from '#core/payments/money';
import { CaptionedTable } from '#web/components/captioned-table';
import { ErrorCallout } from '#web/components/error-callout';
import { useFormState } from '#web/components/form-dialog';
import { TableStatusRow } from '#web/components/table-status-row';
import { useToast } from '#web/components/toasts';
import { refetchAfter } from '#web/lib/auth';
import { EMPTY_FESTIVAL, FestivalFields, festivalInputFrom } from './festival-form';
import { CreateFestivalMutation, FestivalsQuery } from './programme-admin-queries';

/** Every festival, which one the public site shows, and a form for the next one (issue 14). */
export function AdminFestivals({ canCreate }: { canCreate: boolean }) {
  const { data, loading, error } = useQuery(FestivalsQuery, { fetchPolicy: 'cache-and-network' });
  const festivals = data?.festivals ?? [];
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="7">
        Festivals
      </Heading>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      <CaptionedTable
        caption="Festivals"
        columns={['Festival', 'Dates', 'Workshop price', 'Discount (limit)']}
      >
        <TableStatusRow
          columns={4}
          loading={loading && !data}
          empty={Boolean(data) && festivals.length === 0}
        >
          No festivals yet: create the first one below.
        </TableStatusRow>
        {festivals.map((festival) => (
          <Table.Row key={festival.id}>
            <Table.RowHeaderCell>
              <Flex gap="2" align="center">
                <RadixLink asChild>
                  <Link to="/admin/festivals/$festivalId" params={{ festivalId: festival.id }}>
                    NZIF {festival.id}
                  </Link>
                </RadixLink>
                {festival.isCurrent && <Badge color="green">Current</Badge>}
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>{formatDateRange(festival.startDay, festival.endDay)}</Table.Cell>
            <Table.Cell>{formatMoney(festival.workshopPricing.baseWorkshopPrice)}</Table.Cell>
            <Table.Cell>
              {formatMoney(festival.workshopPricing.discountPerAdditionalWorkshop)} (
              {festival.workshopPricing.discountLimit})
            </Table.Cell>
          </Table.Row>
        ))}
      </CaptionedTable>
      {canCreate && <NewFestivalForm />}
    </Flex>
  );
}

function NewFestivalForm() {
  const toast = useToast();
  const router = useRouter();
  const form = useFormState(EMPTY_FESTIVAL);
  const [create, { loading }] = useMutation(
    CreateFestivalMutation,
    refetchAfter('AdminFestivals', 'CurrentFestival'),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setFailure(null);
    const parsed = festivalInputFrom(form.values);
    if (!parsed.input) {
      form.setProblems(parsed.problems);
      return;
    }
    const { data, error } = await create({ variables: { input: parsed.input } });
    const created = form.accept(
      data?.createFestival,
      'Festival',
      error?.message ?? 'Could not create the festival',
    );
    if (!created) return;
    form.reset(EMPTY_FESTIVAL);
    toast({
      title: `NZIF ${created.id} created`,
      description: created.isCurrent
        ? 'It is the festival the public site shows.'
        : 'The public site still shows the current festival until you make this one current.',
      tone: 'success',
    });
    await router.invalidate();
  }

  return (
    <Card asChild>
      <form onSubmit={submit} aria-labelledby="new-festival-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="new-festival-heading">
            New festival
          </Heading>
          <Text size="2" color="gray">
            The festival is known by the year it starts in. Creating it does not change what the public site
            shows.
          </Text>
          {form.failure && <ErrorCallout>{form.failure}</ErrorCallout>}
          <FestivalFields form={form} />
          <Box>
            <Button type="submit" loading={loading}>
              Create festival
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
}
