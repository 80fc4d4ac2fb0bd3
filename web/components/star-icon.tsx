import type { SVGProps } from 'react';

// Five points on radius 6.5 and 2.7 around (7.5, 8): the same 15-unit box as the other icons.
const STAR =
  'M7.5 1.5L9.09 5.82L13.68 5.99L10.07 8.83L11.32 13.26L7.5 10.7L3.68 13.26L4.93 8.83L1.32 5.99L5.91 5.82Z';

/**
 * The favourites star, outlined or filled; decorative (the button around it has the name). Drawn
 * from ten points rather than Radix's icon, whose path is 1.9 KB: a programme page prints one per
 * card, and on `/workshops` those paths were a third of the server-rendered HTML [issue 27].
 */
export function StarIcon({ filled = false, ...props }: { filled?: boolean } & SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" width="15" height="15" viewBox="0 0 15 15" {...props}>
      <path
        d={STAR}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.1"
        strokeLinejoin="round"
      />
    </svg>
  );
}
