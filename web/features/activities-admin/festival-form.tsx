import { Grid } from '@radix-ui/themes';
import { formatMoney, tryParseMoney } from '#core/payments/money';
import type { useFormState } from '#web/components/form-dialog';
import { type Problems, TextInput } from '#web/components/form-field';

/** A festival's dates and pricing as staff type them (dollars), for creating one or editing it. */
export type FestivalFormValues = {
  startDate: string;
  endDate: string;
  baseWorkshopPrice: string;
  discountPerAdditionalWorkshop: string;
  discountLimit: string;
};

export const EMPTY_FESTIVAL: FestivalFormValues = {
  startDate: '',
  endDate: '',
  baseWorkshopPrice: '',
  discountPerAdditionalWorkshop: '0',
  discountLimit: '1',
};

export function festivalFormValues(festival: {
  startDay: string;
  endDay: string;
  workshopPricing: {
    baseWorkshopPrice: number;
    discountPerAdditionalWorkshop: number;
    discountLimit: number;
  };
}): FestivalFormValues {
  // parseMoney reads what formatMoney writes ("$1,234.50").
  return {
    startDate: festival.startDay,
    endDate: festival.endDay,
    baseWorkshopPrice: formatMoney(festival.workshopPricing.baseWorkshopPrice),
    discountPerAdditionalWorkshop: formatMoney(festival.workshopPricing.discountPerAdditionalWorkshop),
    discountLimit: String(festival.workshopPricing.discountLimit),
  };
}

/**
 * The values as the server's FestivalInput (cents), or the problems with the amounts; the server
 * checks every rule again.
 */
export function festivalInputFrom(values: FestivalFormValues) {
  const problems: Problems = {};
  const cents = (field: 'baseWorkshopPrice' | 'discountPerAdditionalWorkshop') => {
    const parsed = tryParseMoney(values[field]);
    if (parsed === null || parsed < 0) problems[field] = 'Please give an amount like 65 or 65.50';
    return parsed ?? 0;
  };
  const input = {
    startDate: values.startDate,
    endDate: values.endDate,
    baseWorkshopPrice: cents('baseWorkshopPrice'),
    discountPerAdditionalWorkshop: cents('discountPerAdditionalWorkshop'),
    discountLimit: Number.parseInt(values.discountLimit, 10) || 0,
  };
  return Object.keys(problems).length > 0 ? { problems } : { input };
}

export function FestivalFields({
  form,
  disabled,
}: {
  form: ReturnType<typeof useFormState<FestivalFormValues>>;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
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
    </fieldset>
  );
}
