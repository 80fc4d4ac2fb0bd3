import { useApolloClient } from '@apollo/client/react';
import { Flex, Text } from '@radix-ui/themes';
import { Picture } from '#web/components/picture';
import type { AdminActivity } from './activity-admin-types';
import { AdminSection } from './admin-section';
import { PictureUploadDialog } from './picture-upload';

/** The activity's picture as the public pages show it, and (for its managers) a new one. */
export function ActivityPicture({ activity }: { activity: AdminActivity }) {
  const apollo = useApolloClient();
  return (
    <AdminSection
      id="picture"
      title="Picture"
      actions={
        activity.canEdit && (
          <PictureUploadDialog
            subject="activity"
            uploadUrl={`/api/activities/${activity.id}/picture`}
            name={activity.name}
            onUploaded={() => void apollo.refetchQueries({ include: ['AdminActivity'] })}
          />
        )
      }
    >
      {activity.picture ? (
        <Flex direction="column" gap="1" style={{ maxWidth: '24rem' }}>
          <Picture picture={activity.picture} src={activity.picture.medium} aspectRatio={4 / 3} />
          <Text size="1" color="gray">
            Alt text: {activity.picture.altText || '(none)'}
          </Text>
        </Flex>
      ) : (
        <Text color="gray">No picture yet.</Text>
      )}
    </AdminSection>
  );
}
