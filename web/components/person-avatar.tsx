import { Avatar } from '@radix-ui/themes';

/** Up to two initials, for avatars without a picture. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function PersonAvatar({
  name,
  src,
  size = '4',
}: {
  name: string;
  src?: string | null;
  size?: '2' | '3' | '4' | '5' | '6' | '7' | '8';
}) {
  // The name is always printed beside the avatar, so the picture itself is decorative.
  return <Avatar src={src ?? undefined} fallback={initials(name)} size={size} radius="full" alt="" />;
}

/** Staff-written Markdown the server has rendered and sanitised (bios, as descriptions). */
export function RichText({ html, size = '2' }: { html: string; size?: '2' | '3' }) {
  return (
    <div
      className={`prose rt-Text rt-r-size-${size}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
