import { CheckCircledIcon, ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Skeleton, Spinner, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { formatMoney } from '#core/payments/money';
import { type Cart, cartFor } from '#core/registrations/rules';

export const WIZARD_STEPS = [
  { id: 'yourself', label: 'About you', to: '/register/yourself' },
  { id: 'code-of-conduct', label: 'Code of conduct', to: '/register/code-of-conduct' },
  { id: 'workshops', label: 'Workshops', to: '/register/workshops' },
  { id: 'payment', label: 'Payment', to: '/register/payment' },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'] | 'completed';

export interface Pricing {
  baseWorkshopPrice: number;
  discountPerAdditionalWorkshop: number;
  discountLimit: number;
}

interface CartState {
  /** Workshops counted for the price, as the workshops step has them right now (maybe unsaved). */
  draftCount: number | null;
  setDraftCount: (count: number | null) => void;
}

const CartContext = createContext<CartState>({ draftCount: null, setDraftCount: () => {} });

/** Lets the workshops step show its unsaved ranking in the running cart. */
export function useCartDraft() {
  return useContext(CartContext);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [draftCount, setDraftCount] = useState<number | null>(null);
  const value = useMemo(() => ({ draftCount, setDraftCount }), [draftCount]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function CartSummary({
  saved,
  pricing,
  loading = false,
}: {
  saved: Cart | null;
  pricing: Pricing;
  /** The saved cart is still on its way: say so instead of "0 workshops $0.00" [issue 28]. */
  loading?: boolean;
}) {
  const { draftCount } = useCartDraft();
  const cart = draftCount === null ? (saved ?? cartFor(0, pricing)) : cartFor(draftCount, pricing);
  if (loading && draftCount === null && !saved) {
    return (
      <Card aria-label="Cart" role="region" aria-busy="true">
        <Flex direction="column" gap="1">
          <Text size="2" weight="bold">
            <Skeleton>0 workshops</Skeleton>
          </Text>
          <Text size="4" weight="bold">
            <Skeleton>$000.00 NZD</Skeleton>
          </Text>
          <span className="visually-hidden">Loading your cart</span>
        </Flex>
      </Card>
    );
  }
  return (
    <Card aria-label="Cart" role="region">
      <Flex direction="column" gap="1">
        <Text size="2" weight="bold" data-testid="cart-count">
          {cart.workshopsCount} {cart.workshopsCount === 1 ? 'workshop' : 'workshops'}
        </Text>
        <Flex gap="2" align="baseline">
          {cart.discount > 0 && (
            <Text size="2" color="gray" style={{ textDecoration: 'line-through' }} aria-label="Full price">
              {formatMoney(cart.value)}
            </Text>
          )}
          <Text size="4" weight="bold" data-testid="cart-price" aria-label="Package price">
            {formatMoney(cart.total)}
          </Text>
          <Text size="1" color="gray">
            NZD
          </Text>
        </Flex>
      </Flex>
    </Card>
  );
}

/** Where the person is: steps before the current one are complete, none are links. */
export function StepIndicator({ current, preferences }: { current: WizardStepId; preferences: boolean }) {
  const index =
    current === 'completed' ? WIZARD_STEPS.length : WIZARD_STEPS.findIndex((s) => s.id === current);
  return (
    // The list itself is the flex box: axe (list) forbids anything but <li> between <ol> and its items.
    <Flex asChild direction="column" gap="2">
      <ol aria-label="Registration steps" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {WIZARD_STEPS.map((step, i) => {
          const state = i < index ? 'complete' : i === index ? 'current' : 'pending';
          const label = step.id === 'payment' && preferences ? 'Pay later' : step.label;
          return (
            <li key={step.id} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
              <Flex gap="2" align="center">
                {state === 'complete' ? (
                  <CheckCircledIcon color="var(--accent-9)" aria-hidden />
                ) : (
                  <Badge radius="full" variant={state === 'current' ? 'solid' : 'soft'} color="gray">
                    {i + 1}
                  </Badge>
                )}
                <Text size="2" weight={state === 'current' ? 'bold' : 'regular'}>
                  {label}
                  {state === 'complete' && <span className="visually-hidden"> (done)</span>}
                </Text>
              </Flex>
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}

export function WizardShell({
  title,
  step,
  preferences,
  cart,
  cartLoading = false,
  pricing,
  children,
}: {
  title: string;
  step: WizardStepId;
  /** Before allocation (Festival.preferencePhase, decided by the server). */
  preferences: boolean;
  cart: Cart | null;
  cartLoading?: boolean;
  pricing: Pricing;
  children: ReactNode;
}) {
  return (
    <Grid columns={{ initial: '1', md: '1fr 3fr' }} gap="6">
      <Flex direction="column" gap="4" asChild>
        <aside aria-label="Your registration">
          <Heading as="h1" size="5">
            {title}
          </Heading>
          <StepIndicator current={step} preferences={preferences} />
          <CartSummary saved={cart} pricing={pricing} loading={cartLoading} />
          <Text size="2">
            <Link to="/">Go back to the festival</Link>
          </Text>
        </aside>
      </Flex>
      <Box>{children}</Box>
    </Grid>
  );
}

/** Back (a link to the previous step) and Next/Finish (submits the step's form). */
export function StepFooter({
  back,
  nextLabel = 'Next',
  busy = false,
  disabled = false,
  onNext,
}: {
  back?: (typeof WIZARD_STEPS)[number]['to'];
  nextLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  onNext?: () => void;
}) {
  return (
    <Flex justify="between" mt="5">
      {back ? (
        <Button asChild variant="outline">
          <Link to={back} rel="prev">
            <ChevronLeftIcon /> Back
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <Button type={onNext ? 'button' : 'submit'} onClick={onNext} disabled={disabled || busy}>
        {busy ? <Spinner /> : nextLabel} {!busy && <ChevronRightIcon />}
      </Button>
    </Flex>
  );
}
