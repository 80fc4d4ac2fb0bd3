import { useQuery } from '@apollo/client/react';
import { Button, Code, Flex, Select, Table, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { AdminListPage } from '#web/components/admin-list-page';
import { CaptionedTable } from '#web/components/captioned-table';
import { ExportCsvButton } from '#web/components/export-csv-button';
import { formatShortDateTime } from '#web/lib/date-time';
import { AuditEntriesQuery } from './audit-queries';

const PAGE = 50;
const ANY = 'any';

/** Short JSON for a table cell; the CSV export has it in full. */
function changeText(json: string | null): string {
  if (!json) return '';
  return json.length > 140 ? `${json.slice(0, 140)}…` : json;
}

/** /admin/audit: every recorded staff action, filtered by actor, action, target and date; CSV export. */
export function AuditLog() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState(ANY);
  const [targetType, setTargetType] = useState('');
  const [targetId, setTargetId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const filter = {
    actor: actor.trim() || null,
    action: action === ANY ? null : action,
    targetType: targetType.trim() || null,
    targetId: targetId.trim() || null,
    from: from || null,
    to: to || null,
  };
  const { data, previousData, loading, error } = useQuery(AuditEntriesQuery, {
    variables: { filter, offset, limit: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const page = shown?.auditEntries;
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  return (
    <AdminListPage
      title="Audit log"
      actions={<ExportCsvButton file="audit.csv" params={filter} filename="audit-log.csv" />}
      error={error}
      intro={
        <Text as="p" color="gray" size="2">
          Every staff action, newest first. Entries are never changed or removed.
        </Text>
      }
      filtersLabel="Filter the audit log"
      filters={
        <>
          <TextFilter label="Actor" value={actor} onChange={refilter(setActor)} placeholder="Email" />
          <Label text="Action">
            <Select.Root value={action} onValueChange={refilter(setAction)}>
              <Select.Trigger aria-label="Action" />
              <Select.Content>
                <Select.Item value={ANY}>Any action</Select.Item>
                {shown?.auditActions.map((name) => (
                  <Select.Item key={name} value={name}>
                    {name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Label>
          <TextFilter
            label="Target type"
            value={targetType}
            onChange={refilter(setTargetType)}
            placeholder="Registration"
          />
          <TextFilter label="Target id" value={targetId} onChange={refilter(setTargetId)} />
          <TextFilter label="From" type="date" value={from} onChange={refilter(setFrom)} />
          <TextFilter label="To" type="date" value={to} onChange={refilter(setTo)} />
        </>
      }
      empty={page && page.entries.length === 0 && (loading ? 'Loading…' : 'No entries match.')}
    >
      {page && page.entries.length > 0 ? (
        <CaptionedTable
          caption="Audit log"
          columns={['When', 'Who', 'Action', 'Target', 'Before', 'After']}
          size="1"
        >
          {page.entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell>{formatShortDateTime(entry.createdAt)}</Table.Cell>
              <Table.Cell>{entry.actorName}</Table.Cell>
              <Table.Cell>
                <Code variant="ghost">{entry.action}</Code>
                {entry.reason ? (
                  <Text as="div" size="1" color="gray">
                    {entry.reason}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                {entry.targetType} {entry.targetId}
              </Table.Cell>
              <Table.Cell>
                <Text size="1" style={{ wordBreak: 'break-all' }}>
                  {changeText(entry.before)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text size="1" style={{ wordBreak: 'break-all' }}>
                  {changeText(entry.after)}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </CaptionedTable>
      ) : null}
      {page ? (
        <Flex gap="3" align="center">
          <Button
            variant="soft"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            Newer
          </Button>
          <Text size="2" color="gray">
            {page.total === 0 ? '0' : `${offset + 1}–${Math.min(offset + PAGE, page.total)}`} of {page.total}
          </Text>
          <Button
            variant="soft"
            disabled={offset + PAGE >= page.total}
            onClick={() => setOffset(offset + PAGE)}
          >
            Older
          </Button>
        </Flex>
      ) : null}
    </AdminListPage>
  );
}

function TextFilter({
  label,
  value,
  onChange,
  type,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'date';
  placeholder?: string;
}) {
  return (
    <Label text={label}>
      <TextField.Root
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </Label>
  );
}

function Label({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <Text as="label" size="1" weight="medium">
      <Flex direction="column" gap="1">
        {text}
        {children}
      </Flex>
    </Text>
  );
}
