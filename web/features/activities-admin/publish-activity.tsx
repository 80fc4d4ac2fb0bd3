import { useMutation } from '@apollo/client/react';
import { Badge, Button, Callout, Flex, Text, Link as ThemeLink } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import {
  type ActivityType,
  activityTypeLabel,
  activityTypePlural,
  activityTypeToUrl,
  isPublicProgrammeType,
} from '#core/activities/activity-types';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import { refetchAfter } from '#web/lib/auth';
import { isNotError } from '#web/lib/results';
import { PublishActivityMutation, PublishDraftsMutation } from './activity-admin-queries';

/** Drafts and publishing (issue 26, decision 020): only staff see a draft until it is published. */

export function DraftBadge() {
  return (
    <Badge color="amber" variant="soft" title="Only staff see it until it is published">
      Draft
    </Badge>
  );
}

/** On an activity's admin page: says it is a draft and publishes it after a confirmation. */
export function PublishActivity({
  activity,
}: {
  activity: { id: string; name: string; type: string; isDraft: boolean; canEdit: boolean };
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const [publish, { loading }] = useMutation(
    PublishActivityMutation,
    refetchAfter('AdminActivity', 'AdminActivityList'),
  );
  if (!activity.isDraft) return null;
  const type = activity.type as ActivityType;
  const label = activityTypeLabel(type).toLowerCase();

  async function start() {
    const sure = await confirm({
      title: `Publish ${activity.name}?`,
      body: isPublicProgrammeType(type)
        ? `It appears on the public ${activityTypePlural(type).toLowerCase()} page, the feeds and search at once, and people can book it. Later changes to its times and venues are listed on the public “What changed” page.`
        : 'It becomes public at once. Later changes to its times and venues are listed on the public “What changed” page.',
      confirmLabel: 'Publish',
    });
    if (!sure) return;
    const result = (await publish({ variables: { id: activity.id } })).data?.publishActivity;
    if (isNotError(result)) toast({ title: `${activity.name} published`, tone: 'success' });
    else toast({ title: 'Not published', description: result?.message, tone: 'error' });
  }

  return (
    <Callout.Root color="amber" role="status">
      <Flex align="center" gap="3" wrap="wrap">
        <DraftBadge />
        <Text size="2">This {label} is a draft: only staff see it.</Text>
        {activity.canEdit && (
          <Button size="1" onClick={start} loading={loading}>
            Publish
          </Button>
        )}
      </Flex>
    </Callout.Root>
  );
}

/** On a kind's admin list: how many drafts, a preview of the public page with them, publish them all. */
export function PublishDrafts({
  festivalId,
  type,
  drafts,
}: {
  festivalId: string;
  type: ActivityType;
  drafts: readonly string[];
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const [publish, { loading }] = useMutation(PublishDraftsMutation, refetchAfter('AdminActivityList'));
  const plural = activityTypePlural(type).toLowerCase();
  const canPreview = isPublicProgrammeType(type);
  if (drafts.length === 0 && !canPreview) return null;

  async function start() {
    const sure = await confirm({
      title: `Publish ${drafts.length} ${drafts.length === 1 ? activityTypeLabel(type).toLowerCase() : plural}?`,
      body: `${drafts.join(', ')} ${drafts.length === 1 ? 'becomes' : 'become'} public at once.`,
      confirmLabel: 'Publish all',
    });
    if (!sure) return;
    const result = (await publish({ variables: { festivalId, type } })).data?.publishDrafts;
    if (result?.__typename === 'PublishedDrafts') {
      toast({ title: `${result.published.length} published`, tone: 'success' });
    } else toast({ title: 'Not published', description: result?.message, tone: 'error' });
  }

  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Text size="2" color="gray">
        {drafts.length === 0
          ? `No drafts: every one of these ${plural} is public.`
          : `${drafts.length} ${drafts.length === 1 ? 'draft' : 'drafts'}, seen only by staff.`}
      </Text>
      {canPreview && (
        <ThemeLink asChild size="2">
          <Link to="/admin/preview/$activityType" params={{ activityType: activityTypeToUrl(type) }}>
            Preview the public {plural} page
          </Link>
        </ThemeLink>
      )}
      {drafts.length > 0 && (
        <Button size="1" onClick={start} loading={loading}>
          Publish all drafts
        </Button>
      )}
    </Flex>
  );
}
