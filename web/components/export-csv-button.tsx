import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { downloadCsv } from '#web/lib/csv';

/** Fetches a CSV query afresh (the list on screen may be stale) and saves its text as a file. */
export function ExportCsvButton<Data, Variables extends OperationVariables>({
  query,
  variables,
  csvOf,
  filename,
  children = 'Export CSV',
}: {
  query: TypedDocumentNode<Data, Variables>;
  variables: Variables;
  csvOf: (data: Data) => string;
  filename: string;
  children?: ReactNode;
}) {
  const apollo = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await apollo.query<Data, Variables>({
        query,
        variables,
        fetchPolicy: 'network-only',
      } as Parameters<typeof apollo.query<Data, Variables>>[0]);
      if (result.data) downloadCsv(csvOf(result.data as Data), filename);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="soft" onClick={exportCsv} loading={exporting}>
      {children}
    </Button>
  );
}
