import { createFileRoute } from '@tanstack/react-router';

/** The media policy dialog, opened by its parent when this address is shown [RT-9]. */
export const Route = createFileRoute('/register/code-of-conduct/media')({
  component: () => null,
});
