import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { formatDayHeader } from '#core/festival/dates';
import type { MyWorkshopAllocationQuery as MyAllocationData } from '#web/graphql/graphql';
import { explainSlot, type SlotOutcome, slotLabel } from './explanation-wording';
import { MyWorkshopAllocationQuery } from './my-allocation-queries';

type MyAllocation = NonNullable<MyAllocationData['myWorkshopAllocation']>;

/** The API's explanation in the shape the wording needs. */
export function slotOutcomes(allocation: Pick<MyAllocation, 'explanation'>): SlotOutcome[] {
  return allocation.explanation.map((slot) => ({
    slot: slot.slot,
    name: slot.session?.activity.name ?? null,
    withinSlotRank: slot.withinSlotRank ?? null,
    keptFromBefore: slot.keptFromBefore,
    adjusted: slot.adjusted,
    better: slot.better.map((choice) => ({
      sessionId: choice.sessionId,
      name: choice.session.activity.name,
      withinSlotRank: choice.withinSlotRank,
      reason: choice.reason,
      capacity: choice.capacity,
      held: choice.held,
      heldBeforeLottery: choice.heldBeforeLottery,
    })),
  }));
}

/** Each slot's outcome in words; used on /register/workshops and /calendar. */
export function LotteryExplanation({ allocation }: { allocation: MyAllocation }) {
  const waitlistPlaces = new Map(allocation.waitlists.map((w) => [w.session.id, w.position]));
  const outcomes = slotOutcomes(allocation);
  return (
    <Flex direction="column" gap="3" asChild>
      <ul aria-label="Why you got these workshops" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {outcomes.map((outcome) => {
          const [first, ...rest] = explainSlot(outcome, waitlistPlaces);
          return (
            <li key={outcome.slot} data-testid={`slot-${outcome.slot}`}>
              <Flex direction="column" gap="1">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text weight="bold">{slotLabel(outcome.slot)}</Text>
                  {outcome.withinSlotRank === 1 && outcome.name !== null && (
                    <Badge color="green">1st choice</Badge>
                  )}
                  {outcome.name === null && <Badge color="gray">No workshop</Badge>}
                </Flex>
                <Text as="p" size="2">
                  {first}
                </Text>
                {rest.map((sentence) => (
                  <Text as="p" size="2" color="gray" key={sentence}>
                    {sentence}
                  </Text>
                ))}
              </Flex>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}

/**
 * The participant's published lottery result: a summary and the explanation per slot. Renders
 * nothing before staff publish (the server returns null until then), so routes can always
 * include it.
 */
export function MyLotteryResult({ collapsible = false }: { collapsible?: boolean }) {
  const { data } = useQuery(MyWorkshopAllocationQuery, { fetchPolicy: 'cache-and-network' });
  const allocation = data?.myWorkshopAllocation;
  if (!allocation) return null;
  const placed = allocation.placements.length;
  const waiting = allocation.waitlists.length;
  const summary = (
    <Text as="p" size="2" color="gray">
      Published {formatDayHeader(new Date(allocation.publishedAt))}. The lottery gave you{' '}
      {placed === 1 ? '1 workshop' : `${placed} workshops`}
      {waiting > 0 ? ` and put you on ${waiting === 1 ? '1 waitlist' : `${waiting} waitlists`}` : ''}.
    </Text>
  );
  const explanation = allocation.explanation.length > 0 && <LotteryExplanation allocation={allocation} />;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="lottery-result-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5" id="lottery-result-heading">
            Your lottery result
          </Heading>
          {summary}
          {explanation &&
            (collapsible ? (
              <details>
                <summary style={{ cursor: 'pointer' }}>
                  <Text size="2" weight="medium">
                    Why you got these workshops
                  </Text>
                </summary>
                <Box pt="3">{explanation}</Box>
              </details>
            ) : (
              explanation
            ))}
        </Flex>
      </section>
    </Card>
  );
}
