import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Code, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useConfirm } from '#web/components/confirm-dialog';
import { graphql } from '#web/graphql/index';

const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    currentUser { id calendarFeedPath favouritesFeedPath }
    shareContactWithTutors
  }
`);
const RenewCalendarFeedMutation = graphql(`mutation RenewCalendarFeed { renewCalendarFeed }`);
const RevokeCalendarFeedMutation = graphql(`mutation RevokeCalendarFeed { revokeCalendarFeed }`);
const ShareContactMutation = graphql(`
  mutation ShareContactWithTutors($share: Boolean!) { setShareContactWithTutors(share: $share) }
`);

/**
 * The private calendar feed address (make, replace, turn off): on the profile with contact sharing,
 * and on /calendar without it [issue 28].
 */
export function CalendarFeedCard({ withContactSharing = true }: { withContactSharing?: boolean }) {
  const { data, refetch } = useQuery(CalendarFeedQuery, { fetchPolicy: 'cache-and-network' });
  const [renew, renewing] = useMutation(RenewCalendarFeedMutation);
  const [revoke, revoking] = useMutation(RevokeCalendarFeedMutation);
  const [share] = useMutation(ShareContactMutation);
  const confirm = useConfirm();
  const path = data?.currentUser?.calendarFeedPath;
  // The page's origin is read after render: the server has no window.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const url = path ? `${origin}${path}` : null;
  const favouritesPath = data?.currentUser?.favouritesFeedPath;
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Your festival calendar
        </Heading>
        <Text as="p" size="2" color="gray">
          Subscribe in your calendar app to see your workshops, waitlists (as tentative), shows and anything
          you teach. Keep the address private: anyone with it can read your schedule.
        </Text>
        {url ? <Code style={{ wordBreak: 'break-all' }}>{url}</Code> : null}
        {url && favouritesPath ? (
          <>
            <Text as="p" size="2" color="gray">
              Just your favourites (every session of the workshops and shows you starred), at the same secret:
            </Text>
            <Code style={{ wordBreak: 'break-all' }} data-testid="favourites-feed-url">
              {`${origin}${favouritesPath}`}
            </Code>
          </>
        ) : null}
        <Flex gap="2" wrap="wrap">
          <Button
            loading={renewing.loading}
            onClick={async () => {
              await renew();
              await refetch();
            }}
          >
            {url ? 'Make a new address' : 'Make my calendar address'}
          </Button>
          {url ? (
            <Button
              variant="soft"
              color="red"
              loading={revoking.loading}
              onClick={async () => {
                const ok = await confirm({
                  title: 'Turn off your calendar feed?',
                  body: 'Calendars subscribed to this address will stop updating.',
                  color: 'red',
                  confirmLabel: 'Turn off',
                });
                if (!ok) return;
                await revoke();
                await refetch();
              }}
            >
              Turn off
            </Button>
          ) : null}
        </Flex>
        {withContactSharing ? (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch
                checked={data?.shareContactWithTutors ?? false}
                onCheckedChange={async (value) => {
                  await share({ variables: { share: value } });
                  await refetch();
                }}
              />
              Let my tutors see my email and phone
            </Flex>
          </Text>
        ) : null}
      </Flex>
    </Card>
  );
}
