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

/** Plain text split into paragraphs at blank lines. */
export function Paragraphs({ text, size = '2' }: { text: string; size?: '2' | '3' }) {
  return (
    <div className="prose">
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
          <p key={index} className={`rt-Text rt-r-size-${size}`}>
            {paragraph}
          </p>
        ))}
    </div>
  );
}
