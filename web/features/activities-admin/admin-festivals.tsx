import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { formatDateRange } from '#core/festival/dates';
import { formatMoney, tryParseMoney } from '#core/payments/money';
import { CaptionedTable } from '#web/components/captioned-table';
import { ErrorCallout } from '#web/components/error-callout';
import { useFormState } from '#web/components/form-dialog';
import { type Problems, problemsFrom, TextInput } from '#web/components/form-field';
import { TableStatusRow } from '#web/components/table-status-row';
import { useToast } from '#web/components/toasts';
import { refetchAfter } from '#web/lib/auth';
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
                NZIF {festival.id}
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

const EMPTY = {
  startDate: '',
  endDate: '',
  baseWorkshopPrice: '',
  discountPerAdditionalWorkshop: '0',
  discountLimit: '1',
};
function NewFestivalForm() {
  const toast = useToast();
  const router = useRouter();
  const form = useFormState(EMPTY);
  const { values, setProblems, setFailure } = form;
  const [create, { loading }] = useMutation(
    CreateFestivalMutation,
    refetchAfter('AdminFestivals', 'CurrentFestival'),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // Prices are typed in dollars and sent in cents; the server checks the same rules again.
    const money: Problems = {};
    const cents = (field: 'baseWorkshopPrice' | 'discountPerAdditionalWorkshop') => {
      const parsed = tryParseMoney(values[field]);
      if (parsed === null || parsed < 0) money[field] = 'Please give an amount like 65 or 65.50';
      return parsed ?? 0;
    };
    const input = {
      startDate: values.startDate,
      endDate: values.endDate,
      baseWorkshopPrice: cents('baseWorkshopPrice'),
      discountPerAdditionalWorkshop: cents('discountPerAdditionalWorkshop'),
      discountLimit: Number.parseInt(values.discountLimit, 10) || 0,
    };
    if (Object.keys(money).length > 0) {
      setProblems(money);
      return;
    }
    const { data, error } = await create({ variables: { input } });
    const result = data?.createFestival;
    if (result?.__typename === 'Festival') {
      form.reset(EMPTY);
      toast({ title: `NZIF ${result.id} created`, tone: 'success' });
      await router.invalidate();
      return;
    }
    if (result?.__typename === 'ValidationError') {
      setProblems(problemsFrom(result));
      return;
    }
    setFailure(error?.message ?? 'Could not create the festival');
  }

  return (
    <Card asChild>
      <form onSubmit={submit} aria-labelledby="new-festival-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="new-festival-heading">
            New festival
          </Heading>
          <Text size="2" color="gray">
            The festival is known by the year it starts in.
          </Text>
          {form.failure && <ErrorCallout>{form.failure}</ErrorCallout>}
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <TextInput id="festival-start" label="First day" type="date" {...form.field('startDate')} />
            <TextInput id="festival-end" label="Last day" type="date" {...form.field('endDate')} />
            <TextInput id="festival-price" label="Workshop price ($)" {...form.field('baseWorkshopPrice')} />
            <TextInput
              id="festival-discount"
              label="Discount per additional workshop ($)"
              {...form.field('discountPerAdditionalWorkshop')}
            />
            <TextInput
              id="festival-discount-limit"
              label="Discount limit (workshops)"
              type="number"
              {...form.field('discountLimit')}
              hint="Workshops beyond this many get no extra discount."
            />
          </Grid>
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
