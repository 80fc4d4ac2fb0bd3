import { useMutation, useSubscription } from '@apollo/client/react';
import { Button, Callout, Flex, Progress, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import type { AllocationRunFieldsFragment } from '#web/graphql/graphql';
import { JobProgressSubscription, StartAllocationMutation } from './allocation-queries';

/**
 * Starts a lottery run and shows its progress as the server streams it over the realtime channel.
 * Re-running replaces the draft, so staff confirm first when it holds manual changes. Once general
 * registration has opened the server only accepts a run for unplaced people (docs/allocation.md),
 * which staff confirm explicitly.
 */
export function RunLottery({
  run,
  generalOpen = false,
  onFinished,
}: {
  run: AllocationRunFieldsFragment | null;
  generalOpen?: boolean;
  onFinished: () => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const [jobId, setJobId] = useState<string | null>(run?.state === 'running' ? run.id : null);
  // The finished bar stays on screen (at 100 %) until the next run, so staff see how it ended.
  const [finished, setFinished] = useState(false);
  const [start, { loading: starting }] = useMutation(StartAllocationMutation);
  const { data } = useSubscription(JobProgressSubscription, {
    variables: { jobId: jobId ?? '' },
    skip: !jobId,
  });
  const progress = data?.jobProgress;

  useEffect(() => {
    if (run?.state === 'running') {
      setJobId(run.id);
      setFinished(false);
    }
  }, [run?.state, run?.id]);

  useEffect(() => {
    if (!progress || progress.id !== jobId) return;
    if ((progress.state === 'completed' || progress.state === 'failed') && !finished) {
      if (progress.state === 'failed')
        toast({ title: 'The lottery failed', description: progress.error ?? '', tone: 'error' });
      setFinished(true);
      onFinished();
    }
  }, [progress, jobId, finished, onFinished, toast]);

  const running = jobId !== null && !finished;
  const rerun = run !== null && run.state !== 'failed';

  async function handleStart() {
    if (generalOpen) {
      const confirmed = await confirm({
        title: 'Run the lottery for unplaced people only?',
        body: (
          <Flex direction="column" gap="2">
            <Text as="p">
              General registration has opened, so the full lottery cannot run again: it would change places
              people already hold.
            </Text>
            <Text as="p">
              This run draws only the people who hold no workshop place, into the places still free. Nobody
              loses or changes a place; waitlists keep their order and new people join at the end. You review
              the draft and publish it as usual.
            </Text>
          </Flex>
        ),
        confirmLabel: 'Run for unplaced people',
      });
      if (!confirmed) return;
    } else if (rerun && run?.state === 'draft') {
      const changes = run.adjustmentCount;
      const confirmed = await confirm({
        title: 'Run the lottery again?',
        body:
          changes > 0
            ? `This draws a new lottery and replaces the current draft. The ${changes} manual change${changes === 1 ? '' : 's'} you made will be lost.`
            : 'This draws a new lottery and replaces the current draft.',
        confirmLabel: 'Run again',
        color: 'red',
      });
      if (!confirmed) return;
    }
    const result = await start({ variables: { mode: generalOpen ? 'UNPLACED_ONLY' : 'FULL' } });
    const payload = result.data?.startAllocation;
    if (payload?.__typename === 'AllocationRun') {
      setFinished(false);
      setJobId(payload.id);
    } else if (payload && 'message' in payload) toast({ title: payload.message, tone: 'error' });
  }

  const value =
    progress && progress.id === jobId ? Math.round((progress.progress / progress.total) * 100) : 0;
  return (
    <Flex direction="column" gap="2" style={{ minWidth: 280 }}>
      <Flex gap="3" align="center">
        <Button
          onClick={handleStart}
          disabled={running || starting || (run?.state === 'published' && !generalOpen)}
        >
          {running
            ? 'Allocating…'
            : generalOpen
              ? 'Run for unplaced people only'
              : rerun
                ? 'Re-run the lottery'
                : 'Run the lottery'}
        </Button>
        {jobId && (
          <Text size="2" aria-live="polite">
            {value} %
          </Text>
        )}
      </Flex>
      {jobId && <Progress value={value} max={100} aria-label="Lottery progress" />}
      {run?.mode === 'UNPLACED_ONLY' && (
        <Text size="1" color="gray">
          This run is for unplaced people only.
        </Text>
      )}
      {run?.state === 'failed' && !running && (
        <Callout.Root color="red" size="1">
          <Callout.Text>The last run failed: {run.error}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
