import { DownloadIcon } from '@radix-ui/react-icons';
import { Flex, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from '@tanstack/react-router';
import { StarIcon } from '#web/components/star-icon';

/**
 * Take the programme away [issue 28]: the iCal feed for calendar apps, and the frab/pretalx schedule
 * (schedule.xml, schedule.json) that festival apps such as Giggity and EventFahrplan import.
 */
export function ProgrammeExports() {
  return (
    <Flex asChild gap="3" wrap="wrap" align="center">
      <nav aria-label="Take the programme with you">
        <Text size="2" color="gray">
          <DownloadIcon aria-hidden style={{ verticalAlign: 'middle' }} /> Take it with you:
        </Text>
        <Text size="2">
          <Link href="/feeds/programme.ics">Calendar (iCal)</Link>
        </Text>
        <Text size="2">
          <Link href="/feeds/schedule.xml" title="For Giggity, EventFahrplan and other festival apps">
            Festival apps (schedule.xml)
          </Link>
        </Text>
        <Text size="2">
          <Link href="/feeds/schedule.json">schedule.json</Link>
        </Text>
        <Text size="2">
          <StarIcon aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          <Link asChild>
            <RouterLink to="/favourites">My favourites</RouterLink>
          </Link>
        </Text>
      </nav>
    </Flex>
  );
}
