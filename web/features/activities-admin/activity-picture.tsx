import { useApolloClient } from '@apollo/client/react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { Picture } from '#web/components/picture';
import type { AdminActivity } from './activity-admin-types';
import { PictureUploadDialog } from './picture-upload';

/** The activity's picture as the public pages show it, and (for its managers) a new one. */
export function ActivityPicture({ activity }: { activity: AdminActivity }) {
  const apollo = useApolloClient();
  return (
    <section aria-labelledby="picture-heading">
      <Flex justify="between" align="center" mb="2" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="picture-heading">
          Picture
        </Heading>
        {activity.canEdit && (
          <PictureUploadDialog
            subject="activity"
            uploadUrl={`/api/activities/${activity.id}/picture`}
            name={activity.name}
            onUploaded={() => void apollo.refetchQueries({ include: ['AdminActivity'] })}
          />
        )}
      </Flex>
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
    </section>
  );
}
