import { useQuery } from '@apollo/client/react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { MyCheckInTokenQuery } from './check-in-queries';
import { QrCode } from './qr-code';

/** The staff page this person's QR code opens; the token is the only thing it carries. */
export const checkInCardUrl = (origin: string, token: string) =>
  `${origin}/admin/check-in/${encodeURIComponent(token)}`;

/**
 * The participant's check-in code on their calendar (issue 26): staff at the desk scan it to open
 * their check-in card. Nothing shows without a registration for the current festival.
 */
export function MyCheckInCode() {
  const { data } = useQuery(MyCheckInTokenQuery, { fetchPolicy: 'cache-first' });
  const token = data?.currentUser?.checkInToken;
  if (!token) return null;
  return (
    <Card size="2">
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="4" align={{ initial: 'start', sm: 'center' }}>
        <QrCode
          value={checkInCardUrl(typeof window === 'undefined' ? '' : window.location.origin, token)}
          label="Your check-in QR code"
        />
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            Checking in
          </Heading>
          <Text as="p" color="gray">
            Show this code at the festival desk or the door of your workshop: staff scan it to tick you in. It
            holds no personal details.
          </Text>
        </Flex>
      </Flex>
    </Card>
  );
}
