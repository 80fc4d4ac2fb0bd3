import { useMutation } from '@apollo/client/react';
import { Button, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { formatMoney } from '#core/payments/money';
import type { Cart } from '#core/registrations/rules';
import { ErrorCallout } from '#web/components/error-callout';
import type { RegistrationQuery } from '#web/graphql/graphql';
import {
  CompleteRegistrationMutation,
  RegistrationQuery as RegistrationDocument,
} from './registration-queries';
import { type Pricing, StepFooter } from './wizard';

type Registration = NonNullable<RegistrationQuery['currentRegistration']>;

/** The cart as a table: workshops at the base price, the package discount, the total. */
export function CartTable({ cart, pricing }: { cart: Cart; pricing: Pricing }) {
  return (
    <Table.Root variant="surface" aria-label="Cart">
      <Table.Body>
        <Table.Row>
          <Table.RowHeaderCell>
            {cart.workshopsCount} {cart.workshopsCount === 1 ? 'workshop' : 'workshops'} @{' '}
            {formatMoney(pricing.baseWorkshopPrice)}
          </Table.RowHeaderCell>
          <Table.Cell justify="end">{formatMoney(cart.value)}</Table.Cell>
        </Table.Row>
        {cart.discount > 0 && (
          <Table.Row>
            <Table.RowHeaderCell>Package discount</Table.RowHeaderCell>
            <Table.Cell justify="end">−{formatMoney(cart.discount)}</Table.Cell>
          </Table.Row>
        )}
        <Table.Row>
          <Table.RowHeaderCell>
            <strong>Total</strong>
          </Table.RowHeaderCell>
          <Table.Cell justify="end">
            <strong data-testid="cart-total">{formatMoney(cart.total)} NZD</strong>
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The payment step. The payments feature (composed by the route as `payments`) shows the balance:
 * before allocation an estimate from the ranked slots, with nothing charged; afterwards the real
 * balance and the ways to pay it.
 */
export function PaymentSummaryStep({
  preferences,
  cart,
  pricing,
  payments,
  onFinished,
}: {
  /** Before allocation (Festival.preferencePhase). */
  preferences: boolean;
  cart: Cart;
  pricing: Pricing;
  payments?: ReactNode;
  onFinished: () => void;
}) {
  const [complete, { loading }] = useMutation(CompleteRegistrationMutation, {
    refetchQueries: [RegistrationDocument],
    awaitRefetchQueries: true,
  });
  const [problem, setProblem] = useState<string | null>(null);

  async function finish() {
    const { data } = await complete();
    const result = data?.completeRegistration;
    if (result?.__typename === 'Registration') onFinished();
    else if (result && 'message' in result) setProblem(result.message);
  }

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="6">
        {preferences ? 'Nothing to pay yet!' : 'Payment'}
      </Heading>
      <Text as="p">
        {preferences
          ? 'Once workshops are allocated we’ll email you your places and you can pay then. If you got a place in every slot you ranked, it would cost:'
          : 'Payment is due before your first workshop. Email registrations@improvfest.nz if you need a payment plan.'}
      </Text>
      <CartTable cart={cart} pricing={pricing} />
      {/* The payments feature: each payment as a row and 'Total to pay' (an estimate while ranking). */}
      {payments}
      {problem && <ErrorCallout>{problem}</ErrorCallout>}
      <StepFooter back="/register/workshops" nextLabel="Finish" busy={loading} onNext={finish} />
    </Flex>
  );
}

export function CompletedStep({ preferences }: { preferences: boolean }) {
  return (
    <Flex direction="column" gap="4" align="start">
      <Heading as="h2" size="7">
        You’re coming to NZIF!
      </Heading>
      <Text as="p">Check your email for a confirmation of your registration.</Text>
      {preferences && (
        <Text as="p">We’ll tell you which workshops you got once preferential registration closes.</Text>
      )}
      <Text as="p">Questions? Email registrations@improvfest.nz.</Text>
      <Button asChild>
        <Link to="/">Back to main site</Link>
      </Button>
    </Flex>
  );
}

function SessionLine({
  session,
}: {
  session: { startsAt: string; endsAt: string; activity: { name: string } };
}) {
  const start = new Date(session.startsAt);
  return (
    <Text as="p" size="2">
      <strong>{session.activity.name}</strong> — {formatDayHeader(start)},{' '}
      {formatTimeRange(start, new Date(session.endsAt))}
    </Text>
  );
}

/** "My registration", shown at /register once the wizard is finished. */
export function MyRegistration({
  registration,
  preferences,
}: {
  registration: Registration;
  preferences: boolean;
}) {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="6">
        Your registration
      </Heading>
      <Text as="p" color="gray">
        Registered {registration.completedAt ? formatDayHeader(new Date(registration.completedAt)) : ''}.
        Photo permission: {registration.photoPermission ? 'yes' : 'no'}.
      </Text>
      {preferences ? (
        <Card>
          <Text as="p">
            You have ranked workshops in {registration.cart.workshopsCount}{' '}
            {registration.cart.workshopsCount === 1 ? 'slot' : 'slots'}.
          </Text>
        </Card>
      ) : (
        <Card>
          <Flex direction="column" gap="2">
            <Heading as="h3" size="3">
              Your workshops
            </Heading>
            {registration.sessions.length === 0 && <Text size="2">None yet.</Text>}
            {registration.sessions.map((s) => (
              <SessionLine key={s.id} session={s} />
            ))}
            {registration.waitlist.length > 0 && (
              <>
                <Heading as="h3" size="3">
                  Waitlists
                </Heading>
                {registration.waitlist.map((w) => (
                  <Flex key={w.id} gap="2" align="center">
                    <SessionLine session={w.session} />
                    <Text size="1" color="gray">
                      (#{w.place})
                    </Text>
                  </Flex>
                ))}
              </>
            )}
          </Flex>
        </Card>
      )}
      <Flex gap="3">
        <Button asChild>
          <Link to="/register/workshops">
            {preferences ? 'Change my preferences' : 'Change my workshops'}
          </Link>
        </Button>
        <Button asChild variant="soft">
          <Link to="/register/payment">Payment</Link>
        </Button>
      </Flex>
    </Flex>
  );
}
