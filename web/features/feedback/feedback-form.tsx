import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  SegmentedControl,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { FEEDBACK_TEXT_MAX } from '#core/feedback/index';
import { formatDayHeader } from '#core/festival/dates';
import { useToast } from '#web/components/toasts';
import type { MySessionFeedbackQuery } from '#web/graphql/graphql';
import { UNCACHED_RESULT } from '#web/lib/auth';
import { MySessionFeedbackQuery as Query, SubmitFeedbackMutation } from './feedback-queries';

type Session = NonNullable<MySessionFeedbackQuery['mySession']>['session'];
type Saved = NonNullable<Session['myFeedback']>;
type TextField = 'positive' | 'constructive' | 'testimonial';
type Field = TextField | 'rating';

const NO_RATING = 'none';

/** The feedback tab of a /my workshop session: a form once the session has started. */
export function MySessionFeedback({ sessionId }: { sessionId: string }) {
  // From the network each time: whether feedback is open follows the server's clock.
  const { data, loading, error } = useQuery(Query, {
    variables: { id: sessionId },
    fetchPolicy: 'network-only',
  });
  const session = data?.mySession?.session;
  if (loading && !session) return <Text color="gray">Loading…</Text>;
  if (error || !session) return <Notice text="We couldn’t load your feedback. Please try again." />;

  switch (session.myFeedbackWindow) {
    case 'NotStarted':
      return <Notice text="You can give feedback once the workshop has started." />;
    case 'Open':
      return (
        <FeedbackForm
          key={session.myFeedback?.id ?? 'new'}
          sessionId={session.id}
          saved={session.myFeedback ?? null}
          closesAt={session.feedbackClosesAt}
        />
      );
    case 'Closed':
      return <Notice text="Feedback on this workshop has closed. Thank you to everyone who gave it." />;
    case 'NotAttended':
      // The roll was taken and they were not ticked present: no form (the server refuses it too).
      return (
        <Notice text="Feedback is asked of the people who were at this workshop, and the roll says you were not. If that is wrong, please tell the festival team." />
      );
    default:
      // Presenters see this page too, but feedback is for the participants.
      return <Notice text="Feedback is given by the participants of this workshop." />;
  }
}

function Notice({ text }: { text: string }) {
  return (
    <Card size="2">
      <Text as="p" color="gray">
        {text}
      </Text>
    </Card>
  );
}

function FeedbackForm({
  sessionId,
  saved,
  closesAt,
}: {
  sessionId: string;
  saved: Saved | null;
  closesAt: string;
}) {
  const toast = useToast();
  const [rating, setRating] = useState(saved?.rating ? String(saved.rating) : NO_RATING);
  const [texts, setTexts] = useState<Record<TextField, string>>({
    positive: saved?.positive ?? '',
    constructive: saved?.constructive ?? '',
    testimonial: saved?.testimonial ?? '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [save, { loading }] = useMutation(SubmitFeedbackMutation, {
    ...UNCACHED_RESULT,
    refetchQueries: ['MySessionFeedback'],
    awaitRefetchQueries: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, error } = await save({
      variables: { sessionId, input: { rating: rating === NO_RATING ? null : Number(rating), ...texts } },
    });
    const result = data?.submitFeedback;
    if (result?.__typename === 'Feedback') {
      setProblems({});
      toast({ title: saved ? 'Feedback updated' : 'Thanks for your feedback', tone: 'success' });
      return;
    }
    if (result?.__typename === 'ValidationError') {
      setProblems(Object.fromEntries(result.problems.map((p) => [p.path[0] ?? 'rating', p.message])));
      return;
    }
    toast({
      title: 'Could not save your feedback',
      description: error?.message ?? result?.message,
      tone: 'error',
    });
  }

  const textField = (name: TextField, label: string, hint: string) => {
    const id = `feedback-${name}`;
    return (
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        <Text size="1" color="gray" id={`${id}-hint`}>
          {hint}
        </Text>
        <TextArea
          id={id}
          rows={4}
          maxLength={FEEDBACK_TEXT_MAX}
          aria-describedby={`${id}-hint`}
          value={texts[name]}
          onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
        />
        {problems[name] && (
          <Text size="1" color="red" role="alert">
            {problems[name]}
          </Text>
        )}
      </Flex>
    );
  };

  return (
    <Card size="2" asChild>
      <form onSubmit={submit} aria-label="Your feedback">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4">
              Your feedback
            </Heading>
            <Text size="2" color="gray">
              Your tutors and the festival team read it without your name. Fill in as much or as little as you
              like; you can change it until {formatDayHeader(new Date(closesAt))}.
            </Text>
          </Flex>
          {saved && (
            <Callout.Root color="green" size="1">
              <Callout.Text>Your feedback is saved. Change anything below and save again.</Callout.Text>
            </Callout.Root>
          )}
          <Flex direction="column" gap="1">
            <Text as="div" size="2" weight="medium" id="feedback-rating-label">
              Overall rating
            </Text>
            <Box>
              <SegmentedControl.Root
                aria-labelledby="feedback-rating-label"
                value={rating}
                onValueChange={setRating}
              >
                <SegmentedControl.Item value={NO_RATING}>No rating</SegmentedControl.Item>
                {['1', '2', '3', '4', '5'].map((value) => (
                  <SegmentedControl.Item key={value} value={value} aria-label={`${value} out of 5`}>
                    {value}
                  </SegmentedControl.Item>
                ))}
              </SegmentedControl.Root>
            </Box>
            {problems.rating && (
              <Text size="1" color="red" role="alert">
                {problems.rating}
              </Text>
            )}
          </Flex>
          {textField('positive', 'What worked well?', 'Exercises, moments or approaches you’d keep.')}
          {textField('constructive', 'What could be better?', 'Suggestions for the tutors, kindly put.')}
          {textField(
            'testimonial',
            'A testimonial',
            'A sentence or two the festival may quote (without your name) to promote future workshops.',
          )}
          <Box>
            <Button type="submit" loading={loading}>
              {saved ? 'Update feedback' : 'Send feedback'}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
}
