import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  Flex,
  Heading,
  Link as RadixLink,
  ScrollArea,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorCallout } from '#web/components/error-callout';
import { AcceptCodeOfConductMutation, CodeOfConductQuery, RegistrationQuery } from './registration-queries';
import { StepFooter } from './wizard';

function PageBody({ slug }: { slug: string }) {
  const { data, loading } = useQuery(CodeOfConductQuery, { variables: { slug } });
  const page = data?.page.__typename === 'ContentPage' ? data.page : null;
  if (loading && !page) return <Skeleton height="12rem" />;
  if (!page) return <Text color="gray">This page is missing; please contact us.</Text>;
  return (
    <div
      className="prose"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server
      dangerouslySetInnerHTML={{ __html: page.bodyHtml }}
    />
  );
}

/**
 * The code of conduct: acceptance is enabled only once the reader reaches the end of the text (an
 * observed marker after it); photo permission is a separate choice, with the media policy a
 * dialog away.
 */
export function CodeOfConductStep({
  accepted,
  photoPermission,
  mediaOpen,
  onMediaOpenChange,
  onSaved,
}: {
  accepted: boolean;
  photoPermission: boolean | null;
  mediaOpen: boolean;
  onMediaOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(accepted);
  const [agree, setAgree] = useState(accepted);
  const [photos, setPhotos] = useState(photoPermission ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [accept, { loading }] = useMutation(AcceptCodeOfConductMutation, {
    refetchQueries: [RegistrationQuery],
    awaitRefetchQueries: true,
  });

  useEffect(() => {
    const marker = end.current;
    if (!marker || readToEnd) return;
    if (typeof IntersectionObserver === 'undefined') {
      setReadToEnd(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setReadToEnd(true);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [readToEnd]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data } = await accept({ variables: { photoPermission: photos } });
    const result = data?.acceptCodeOfConduct;
    if (result?.__typename === 'Registration') onSaved();
    else if (result && 'message' in result) setProblem(result.message);
  }

  return (
    <form onSubmit={submit} aria-labelledby="conduct-heading">
      <Flex direction="column" gap="4">
        <Heading as="h2" id="conduct-heading" size="6">
          Code of conduct
        </Heading>
        <Text as="p">
          Everyone at NZIF agrees to our code of conduct. Please read it carefully: it changes from year to
          year.
        </Text>
        <PageBody slug="code-of-conduct" />
        <div ref={end} data-testid="code-of-conduct-end" />
        {problem && <ErrorCallout>{problem}</ErrorCallout>}
        <Card>
          <Flex direction="column" gap="3">
            <Text as="label" size="2">
              <Flex gap="2">
                <Checkbox
                  checked={agree}
                  disabled={!readToEnd || accepted}
                  onCheckedChange={(checked) => setAgree(checked === true)}
                />
                I have read, and agree to, the NZIF Code of Conduct
              </Flex>
            </Text>
            {!readToEnd && (
              <Text size="1" color="gray">
                Read to the end of the code to agree to it.
              </Text>
            )}
            <Text as="label" size="2">
              <Flex gap="2">
                <Checkbox checked={photos} onCheckedChange={(checked) => setPhotos(checked === true)} />
                <span>
                  I’m happy to appear in photos and videos NZIF uses to promote the festival (see our{' '}
                  <RadixLink
                    href="/register/code-of-conduct/media"
                    onClick={(event) => {
                      event.preventDefault();
                      onMediaOpenChange(true);
                    }}
                  >
                    media and advertising policy
                  </RadixLink>
                  )
                </span>
              </Flex>
            </Text>
          </Flex>
        </Card>
      </Flex>
      <StepFooter back="/register/yourself" busy={loading} disabled={!agree} />
      <Dialog.Root open={mediaOpen} onOpenChange={onMediaOpenChange}>
        <Dialog.Content maxWidth="40rem">
          <Dialog.Title>Media and advertising policy</Dialog.Title>
          <ScrollArea style={{ maxHeight: '60vh' }}>
            <PageBody slug="media-consent" />
          </ScrollArea>
          <Flex gap="3" justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                setPhotos(true);
                onMediaOpenChange(false);
              }}
            >
              I agree
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </form>
  );
}
