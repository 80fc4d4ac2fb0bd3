import { useMutation } from '@apollo/client/react';
import { ResetIcon } from '@radix-ui/react-icons';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  DataList,
  Flex,
  Heading,
  IconButton,
  Text,
  Tooltip,
} from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import type { AllocationRunFieldsFragment } from '#web/graphql/graphql';
import {
  PublishAllocationMutation,
  RedoAllocationMutation,
  ResendAllocationEmailsMutation,
  UndoAllocationMutation,
} from './allocation-queries';

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

/**
 * The one satisfaction figure staff see, in the header and in the summary alike: mean satisfaction
 * as docs/allocation.md defines it (0 to 100 %).
 */
export const SATISFACTION_LABEL = 'Mean satisfaction';
export function satisfactionFigure(measures: { meanSatisfaction: number } | null | undefined): string | null {
  return measures ? percent(measures.meanSatisfaction) : null;
}

/** The header's badge: the same figure and name as the summary's. */
export function SatisfactionBadge({
  measures,
}: {
  measures: { meanSatisfaction: number } | null | undefined;
}) {
  const figure = satisfactionFigure(measures);
  if (figure === null) return null;
  return (
    <Badge variant="outline" data-testid="header-satisfaction">
      {SATISFACTION_LABEL} {figure}
    </Badge>
  );
}

/** Overall measures of the draft (docs/allocation.md), as staff judge whether it is fair. */
export function AllocationMeasures({ run }: { run: AllocationRunFieldsFragment }) {
  const m = run.measures;
  if (!m) return null;
  return (
    <Card>
      <Heading as="h2" size="4" mb="3">
        How the draft does
      </Heading>
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>Participants</DataList.Label>
          <DataList.Value>{m.registrations}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Choices given</DataList.Label>
          <DataList.Value>
            1st {percent(m.rankShares.first)} · 2nd {percent(m.rankShares.second)} · 3rd{' '}
            {percent(m.rankShares.third)} · later {percent(m.rankShares.later)} · nothing{' '}
            {percent(m.rankShares.none)}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{SATISFACTION_LABEL}</DataList.Label>
          <DataList.Value data-testid="summary-satisfaction">{satisfactionFigure(m)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Worst off</DataList.Label>
          <DataList.Value>
            lowest {percent(m.minSatisfaction)}, bottom tenth {percent(m.p10Satisfaction)}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>With no workshop</DataList.Label>
          <DataList.Value>
            <Badge color={m.withNothing > 0 ? 'red' : 'grass'}>{m.withNothing}</Badge>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}

/** Undo and redo of manual moves; Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) work too. */
export function UndoRedo({ run, onChanged }: { run: AllocationRunFieldsFragment; onChanged: () => void }) {
  const [undo, { loading: undoing }] = useMutation(UndoAllocationMutation);
  const [redo, { loading: redoing }] = useMutation(RedoAllocationMutation);
  const busy = undoing || redoing;
  const latest = useRef({ run, busy, onChanged });
  latest.current = { run, busy, onChanged };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { run: current, busy: isBusy, onChanged: changed } = latest.current;
      if (!(event.ctrlKey || event.metaKey) || isBusy) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey && current.canUndo) {
        event.preventDefault();
        void undo({ variables: { runId: current.id } }).then(changed);
      } else if (((key === 'z' && event.shiftKey) || key === 'y') && current.canRedo) {
        event.preventDefault();
        void redo({ variables: { runId: current.id } }).then(changed);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  return (
    <Flex gap="2" align="center">
      <Tooltip content="Undo (Ctrl+Z)">
        <IconButton
          variant="soft"
          aria-label="Undo"
          disabled={!run.canUndo || busy}
          onClick={() => void undo({ variables: { runId: run.id } }).then(onChanged)}
        >
          <ResetIcon />
        </IconButton>
      </Tooltip>
      <Tooltip content="Redo (Ctrl+Shift+Z)">
        <IconButton
          variant="soft"
          aria-label="Redo"
          disabled={!run.canRedo || busy}
          onClick={() => void redo({ variables: { runId: run.id } }).then(onChanged)}
        >
          <ResetIcon style={{ transform: 'scaleX(-1)' }} />
        </IconButton>
      </Tooltip>
      <Text size="1" color="gray">
        {run.adjustmentCount} manual change{run.adjustmentCount === 1 ? '' : 's'}
      </Text>
    </Flex>
  );
}

/** Publishing, after confirmation; then how the participants' emails are going. */
export function PublishAllocation({
  run,
  onChanged,
}: {
  run: AllocationRunFieldsFragment;
  onChanged: () => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const openGeneral = useRef(true);
  const [publish, { loading }] = useMutation(PublishAllocationMutation);
  const [resend, { loading: resending }] = useMutation(ResendAllocationEmailsMutation);

  if (run.state === 'published') {
    const { sent, pending, failed } = run.emailStatus;
    return (
      <Card>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="4">
            Published
          </Heading>
          <Text size="2">
            Emails: <Badge color="grass">{sent} sent</Badge> <Badge color="amber">{pending} pending</Badge>{' '}
            <Badge color="red">{failed} failed</Badge>
          </Text>
          {failed > 0 && (
            <Button
              variant="soft"
              disabled={resending}
              onClick={() => void resend({ variables: { runId: run.id } }).then(onChanged)}
            >
              Resend failed emails
            </Button>
          )}
        </Flex>
      </Card>
    );
  }
  if (run.state !== 'draft') return null;

  async function handlePublish() {
    const confirmed = await confirm({
      title: 'Publish this allocation?',
      body: (
        <Flex direction="column" gap="2">
          <Text as="p">
            Everyone gets their places and waitlists now, and an email with their workshops and balance. This
            cannot be undone.
          </Text>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                defaultChecked={openGeneral.current}
                onCheckedChange={(checked) => {
                  openGeneral.current = checked === true;
                }}
              />
              Open general registration (first come, first served) now
            </Flex>
          </Text>
        </Flex>
      ),
      confirmLabel: 'Publish',
    });
    if (!confirmed) return;
    const result = await publish({ variables: { runId: run.id, moveToGeneralPhase: openGeneral.current } });
    const payload = result.data?.publishAllocation;
    if (payload?.__typename === 'AllocationRun') toast({ title: 'Allocation published', tone: 'success' });
    else if (payload && 'message' in payload) toast({ title: payload.message, tone: 'error' });
    onChanged();
  }

  return (
    <Button color="grass" onClick={handlePublish} disabled={loading}>
      Publish allocation
    </Button>
  );
}
