import { Heading, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { formatDateRange } from '#core/festival/dates';
import { useOptionalFestival } from '#web/features/festival/festival-context';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const festival = useOptionalFestival();
  if (!festival) {
    return <Text as="p">The next festival has not been announced yet.</Text>;
  }
  return (
    <>
      <Heading as="h1" size="8">
        {festival.name}
      </Heading>
      <Text as="p" size="4" color="gray">
        {formatDateRange(festival.startDate, festival.endDate)}
      </Text>
    </>
  );
}
