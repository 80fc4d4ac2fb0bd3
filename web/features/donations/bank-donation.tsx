import { Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { formatMoney } from '#core/payments/money';

export interface BankDonationPromise {
  accountName: string;
  accountNumber: string;
  reference: string;
  donation: { id: string; name: string; amount: number };
}

/** What a donor needs to make the transfer, also emailed to them. */
export function BankDonationDetails({ promise }: { promise: BankDonationPromise }) {
  const rows: Array<[string, string]> = [
    ['Amount', formatMoney(promise.donation.amount)],
    ['Account name', promise.accountName],
    ['Account number', promise.accountNumber],
    ['Reference', promise.reference],
  ];
  return (
    <Card size="3" role="status">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          Thank you, {promise.donation.name}! Please pay by internet banking
        </Heading>
        <DataList.Root>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label>{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text as="p" size="2" color="gray">
          We have emailed you these details. Your receipt follows once the money arrives.
        </Text>
      </Flex>
    </Card>
  );
}
