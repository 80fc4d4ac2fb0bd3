import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import { useSiteSettings } from './use-site-settings';

/** The site-wide announcement [AP-9], above every public page while staff have set one. */
export function AnnouncementBanner() {
  const announcement = useSiteSettings().string('announcement');
  if (!announcement) return null;
  return (
    <Callout.Root color="amber" mb="4" role="status" aria-label="Announcement">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{announcement}</Callout.Text>
    </Callout.Root>
  );
}
