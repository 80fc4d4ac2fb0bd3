import { useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { ErrorCallout } from '#web/components/error-callout';
import { ExportCsvButton } from '#web/components/export-csv-button';
import { ClassListQuery } from './report-queries';
import './print.css';

interface Person {
  id: string;
  name: string;
  pronouns: string;
  photoPermission?: boolean | null;
  email?: string | null;
  phone?: string | null;
}

const photos = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '?' : value ? 'Yes' : 'No';

function PeopleTable({ label, people, numbered }: { label: string; people: Person[]; numbered?: boolean }) {
  return (
    <table className="class-list-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Name</th>
          <th scope="col">Pronouns</th>
          <th scope="col">Photos</th>
          <th scope="col">Contact (if shared)</th>
          {!numbered && <th scope="col">Here</th>}
        </tr>
      </thead>
      <tbody>
        {people.map((person, i) => (
          <tr key={person.id}>
            <td>{i + 1}</td>
            <th scope="row">{person.name}</th>
            <td>{person.pronouns}</td>
            <td>{photos(person.photoPermission)}</td>
            <td>{[person.email, person.phone].filter(Boolean).join(' · ')}</td>
            {!numbered && <td className="class-list-tick" aria-hidden />}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A session's class list laid out for paper (issue 15): names, pronouns, the photo-permission
 * flag, and contact only for people who agreed to share it; a column to tick at the door. The
 * print stylesheet hides the site around it. Also downloads the same list as CSV.
 */
export function ClassListPrint({ sessionId }: { sessionId: string }) {
  const { data, loading, error } = useQuery(ClassListQuery, { variables: { sessionId } });
  const list = data?.classList;
  if (error) return <ErrorCallout>{error.message}</ErrorCallout>;
  if (!list) return loading ? <Skeleton height="12rem" /> : null;
  if (list.__typename !== 'ClassList') return <ErrorCallout>{list.message}</ErrorCallout>;

  const start = new Date(list.session.startsAt);
  const title = `${list.session.activity.name}, ${formatDayHeader(start)} ${formatTimeRange(start, new Date(list.session.endsAt))}`;
  return (
    <Flex direction="column" gap="3" className="class-list-print">
      <Flex gap="2" className="print-hide">
        <Button onClick={() => window.print()}>Print</Button>
        <ExportCsvButton
          file="class-list.csv"
          params={{ sessionId }}
          filename={`class-list-${sessionId}.csv`}
        >
          Download CSV
        </ExportCsvButton>
      </Flex>
      <Heading as="h1" size="6">
        Class list: {title}
      </Heading>
      <Text size="2" color="gray">
        {list.placed.length} {list.placed.length === 1 ? 'person' : 'people'}
        {list.capacity === null ? '' : ` of ${list.capacity} places`}. Contact details only for people who
        agreed to share them. Photos “No” means do not photograph them.
      </Text>
      {list.placed.length === 0 ? (
        <Text>Nobody has a place yet.</Text>
      ) : (
        <PeopleTable label="Class list" people={list.placed} />
      )}
      {list.waitlist.length > 0 && (
        <>
          <Heading as="h2" size="4">
            Waitlist
          </Heading>
          <PeopleTable label="Waitlist" people={list.waitlist} numbered />
        </>
      )}
    </Flex>
  );
}
