import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { IconButton, Tooltip } from '@radix-ui/themes';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** True when a key press belongs to whatever the visitor is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** `/` (outside a text field) or Ctrl/⌘+K opens the directory search from any page [RT-5]. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
) {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

/** The header's search button, and the keyboard shortcut that does the same. */
export function HeaderSearch() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      navigate({ to: '/directory', search: { q: '' } });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
  return (
    <Tooltip content="Search (press /)">
      <IconButton asChild variant="ghost" color="gray" aria-label="Search">
        <Link to="/directory" search={{ q: '' }} aria-keyshortcuts="/ Control+K Meta+K">
          <MagnifyingGlassIcon width="18" height="18" />
        </Link>
      </IconButton>
    </Tooltip>
  );
}
