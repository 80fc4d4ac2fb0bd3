import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { ABOUT_PAGES } from '#core/content/page-input';
import { ErrorCallout } from '#web/components/error-callout';
import { type Problems, problemsFrom, TextInput } from '#web/components/form-field';
import { useToast } from '#web/components/toasts';
import {
  AdminPageQuery,
  AdminPagesQuery,
  PreviewMarkdownQuery,
  UpdatePageMutation,
} from './page-editor-queries';

/** The about pages, including those not written yet (a new database has none). */
export function AdminPages() {
  const { data, error } = useQuery(AdminPagesQuery, { fetchPolicy: 'cache-and-network' });
  const written = new Map((data?.pages ?? []).map((page) => [page.slug, page]));
  const extra = (data?.pages ?? []).filter((page) => !ABOUT_PAGES.some((about) => about.slug === page.slug));
  const rows = [
    ...ABOUT_PAGES.map((page) => ({ slug: page.slug, title: written.get(page.slug)?.title ?? page.title })),
    ...extra,
  ];
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        Pages
      </Heading>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Page</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Address</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((page) => (
            <Table.Row key={page.slug}>
              <Table.RowHeaderCell>
                <Flex gap="2" align="center">
                  <Link to="/admin/pages/$slug" params={{ slug: page.slug }}>
                    {page.title}
                  </Link>
                  {data && !written.has(page.slug) && <Badge color="amber">Not written yet</Badge>}
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>/about/{page.slug}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

/** Markdown on the left, the sanitised page as visitors will see it on the right. */
export function PageEditor({ slug }: { slug: string }) {
  const { data, loading } = useQuery(AdminPageQuery, { variables: { slug }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Text color="gray">Loading…</Text>;
  const page = data?.page.__typename === 'ContentPage' ? data.page : null;
  const fallback = ABOUT_PAGES.find((about) => about.slug === slug);
  return (
    <PageForm
      key={page?.id ?? 'new'}
      slug={slug}
      initialTitle={page?.title ?? fallback?.title ?? ''}
      initialBody={page?.body ?? ''}
    />
  );
}

function PageForm({
  slug,
  initialTitle,
  initialBody,
}: {
  slug: string;
  initialTitle: string;
  initialBody: string;
}) {
  const toast = useToast();
  const [title, setTitle] = useState(initialTitle);
  const [body, setBody] = useState(initialBody);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState(initialBody);
  useEffect(() => {
    const timer = setTimeout(() => setPreviewed(body), 300);
    return () => clearTimeout(timer);
  }, [body]);
  const preview = useQuery(PreviewMarkdownQuery, { variables: { markdown: previewed } });
  const [save, { loading }] = useMutation(UpdatePageMutation, {
    refetchQueries: ['AdminPages'],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { data, error } = await save({ variables: { slug, input: { title, body } } });
    const result = data?.updatePage;
    if (result?.__typename === 'ContentPage') {
      setProblems({});
      toast({ title: 'Page saved', tone: 'success' });
      return;
    }
    if (result?.__typename === 'ValidationError') {
      setProblems(problemsFrom(result));
      return;
    }
    setFailure(error?.message ?? result?.message ?? 'Could not save the page');
  }

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {title || 'Untitled page'}
        </Heading>
        <Link to="/about/$slug" params={{ slug }}>
          View /about/{slug}
        </Link>
      </Flex>
      {failure && <ErrorCallout>{failure}</ErrorCallout>}
      <form onSubmit={submit} aria-label="Edit page">
        <Flex direction="column" gap="3">
          <TextInput
            id="page-title"
            label="Title"
            value={title}
            onChange={setTitle}
            problem={problems.title}
          />
          <Grid columns={{ initial: '1', md: '2' }} gap="4">
            <TextInput
              id="page-body"
              label="Text (Markdown)"
              multiline={20}
              value={body}
              onChange={setBody}
              problem={problems.body}
            />
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium" id="page-preview-label">
                Preview
              </Text>
              <Card aria-labelledby="page-preview-label" role="region">
                <div
                  className="prose"
                  data-testid="page-preview"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server
                  dangerouslySetInnerHTML={{ __html: preview.data?.previewMarkdown ?? '' }}
                />
              </Card>
            </Flex>
          </Grid>
          <Box>
            <Button type="submit" loading={loading}>
              Save page
            </Button>
          </Box>
        </Flex>
      </form>
    </Flex>
  );
}
