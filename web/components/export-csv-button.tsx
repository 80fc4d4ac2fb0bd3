import { Button, Flex, Text } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { downloadCsvFrom } from '#web/lib/csv';

/**
 * Downloads a CSV export the server streams as it writes it (issue 32): GET /api/exports/<file>
 * with the filter as query parameters (empty ones left out), saved as `filename`. Shows the server's
 * message when it refuses.
 */
export function ExportCsvButton({
  file,
  params = {},
  filename,
  children = 'Export CSV',
}: {
  /** The export's file under /api/exports/, such as 'payments.csv'. */
  file: string;
  params?: Record<string, string | null | undefined>;
  filename: string;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const query = new URLSearchParams(
        Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      await downloadCsvFrom(`/api/exports/${file}${query ? `?${query}` : ''}`, filename);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The export failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap="2" align="center">
      <Button variant="soft" onClick={download} loading={busy}>
        {children}
      </Button>
      {problem && (
        <Text size="2" color="red" role="alert">
          {problem}
        </Text>
      )}
    </Flex>
  );
}
