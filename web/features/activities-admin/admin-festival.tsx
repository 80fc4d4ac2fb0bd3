import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { formatDateRange } from '#core/festival/dates';
import { useConfirm } from '#web/components/confirm-dialog';
import { ErrorCallout } from '#web/components/error-callout';
import { useFormState } from '#web/components/form-dialog';
import { NotFound } from '#web/components/not-found';
import { useToast } from '#web/components/toasts';
import type { AdminFestivalQuery as AdminFestivalData } from '#web/graphql/graphql';
import { refetchAfter } from '#web/lib/auth';
import { FestivalFields, festivalFormValues, festivalInputFrom } from './festival-form';
import {
  AdminFestivalQuery,
  SetCurrentFestivalMutation,
  UpdateFestivalMutation,
} from './programme-admin-queries';

/**
 * One festival's own page (issue 26): its dates and pricing (administrators edit them), and which
 * festival the public site shows, changed only here and only after saying what the public will see.
 * The route puts the registration phase dates beside it.
 */
export function AdminFestival({ festivalId, canEdit }: { festivalId: string; canEdit: boolean }) {
  const { data, loading, error } = useQuery(AdminFestivalQuery, {
    variables: { id: festivalId },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  if (!data) return loading ? <Text color="gray">Loading…</Text> : null;
  const festival = data.festival;
  if (!festival) return <NotFound>not found</NotFound>;
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="7">
          {festival.name}
        </Heading>
        {festival.isCurrent ? (
          <Badge color="green" size="2">
            Current: the public site shows it
          </Badge>
        ) : (
          <Badge color="gray" size="2">
            Not shown to the public
          </Badge>
        )}
        <Badge size="2">Registration: {festival.phase}</Badge>
      </Flex>
      {!festival.isCurrent && canEdit && <MakeCurrent festival={festival} current={data.current} />}
      <FestivalDetails
        // A save that comes back changed starts the form again from what was saved.
        key={JSON.stringify([festival.startDay, festival.endDay, festival.workshopPricing])}
        festival={festival}
        canEdit={canEdit}
      />
    </Flex>
  );
}

type Festival = NonNullable<AdminFestivalData['festival']>;
type Current = { name: string; startDay: string; endDay: string } | null;

function MakeCurrent({ festival, current }: { festival: Festival; current: Current }) {
  const confirm = useConfirm();
  const toast = useToast();
  const router = useRouter();
  const [choose, { loading, error }] = useMutation(
    SetCurrentFestivalMutation,
    refetchAfter('AdminFestival', 'AdminFestivals', 'CurrentFestival'),
  );
  async function makeCurrent() {
    const ok = await confirm({
      title: `Show ${festival.name} to the public?`,
      body: (
        <>
          The public site will show {festival.name} ({formatDateRange(festival.startDay, festival.endDay)})
          {current
            ? ` instead of ${current.name} (${formatDateRange(current.startDay, current.endDay)})`
            : ''}
          : its workshops and shows, the home page, registration (now {festival.phase.toLowerCase()}) and the
          signage. Registrations and payments for {current?.name ?? 'other festivals'} are kept.
        </>
      ),
      confirmLabel: `Show ${festival.name}`,
    });
    if (!ok) return;
    const { data } = await choose({ variables: { id: festival.id } });
    const result = data?.setCurrentFestival;
    if (result?.__typename === 'Festival') {
      toast({ title: `The public site now shows ${festival.name}`, tone: 'success' });
      await router.invalidate();
    } else if (result && 'message' in result) toast({ title: result.message, tone: 'error' });
  }
  return (
    <Card>
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <Text size="2">
          The public site shows {current?.name ?? 'no festival'}. Make {festival.name} current when its
          programme is ready.
        </Text>
        <Button onClick={makeCurrent} loading={loading}>
          Make current…
        </Button>
      </Flex>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
    </Card>
  );
}

function FestivalDetails({ festival, canEdit }: { festival: Festival; canEdit: boolean }) {
  const toast = useToast();
  const form = useFormState(() => festivalFormValues(festival));
  const [save, { loading }] = useMutation(
    UpdateFestivalMutation,
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
    const { data, error } = await save({ variables: { id: festival.id, input: parsed.input } });
    const saved = form.accept(
      data?.updateFestival,
      'Festival',
      error?.message ?? 'Could not save the festival',
    );
    if (!saved) return;
    form.setProblems({});
    toast({ title: `${festival.name} saved`, tone: 'success' });
  }

  return (
    <Card asChild>
      <form onSubmit={submit} aria-labelledby="festival-details-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="festival-details-heading">
            Dates and pricing
          </Heading>
          <Text size="2" color="gray">
            {canEdit
              ? `The dates stay in ${festival.id}: the festival is known by its year. Prices apply to packages bought after saving.`
              : 'Only administrators change a festival’s dates and prices.'}
          </Text>
          {form.failure && <ErrorCallout>{form.failure}</ErrorCallout>}
          <FestivalFields form={form} disabled={!canEdit} />
          {canEdit && (
            <Box>
              <Button type="submit" loading={loading}>
                Save dates and pricing
              </Button>
            </Box>
          )}
        </Flex>
      </form>
    </Card>
  );
}
