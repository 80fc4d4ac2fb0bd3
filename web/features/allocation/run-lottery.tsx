import { useMutation, useSubscription } from '@apollo/client/react';
import { Button, Callout, Flex, Progress, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import type { AllocationRunFieldsFragment } from '#web/graphql/graphql';
import { JobProgressSubscription, StartAllocationMutation } from './allocation-queries';

/**
 * Starts a lottery run and shows its progress as the server streams it over the realtime channel.
 * Re-running replaces the draft, so staff confirm first when it holds manual changes.
 */
export function RunLottery({
  run,
  onFinished,
}: {
  run: AllocationRunFieldsFragment | null;
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
    if (rerun && run?.state === 'draft') {
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
    const result = await start({ variables: {} });
    const payload = result.data?.startAllocation;
    if (payload?.__typename === 'MutationStartAllocationSuccess') {
      setFinished(false);
      setJobId(payload.data.id);
    } else if (payload && 'message' in payload) toast({ title: payload.message, tone: 'error' });
  }

  const value =
    progress && progress.id === jobId ? Math.round((progress.progress / progress.total) * 100) : 0;
  return (
    <Flex direction="column" gap="2" style={{ minWidth: 280 }}>
      <Flex gap="3" align="center">
        <Button onClick={handleStart} disabled={running || starting || run?.state === 'published'}>
          {running ? 'Allocating…' : rerun ? 'Re-run the lottery' : 'Run the lottery'}
        </Button>
        {jobId && (
          <Text size="2" aria-live="polite">
            {value} %
          </Text>
        )}
      </Flex>
      {jobId && <Progress value={value} max={100} aria-label="Lottery progress" />}
      {run?.state === 'failed' && !running && (
        <Callout.Root color="red" size="1">
          <Callout.Text>The last run failed: {run.error}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
