import { CheckIcon, CopyIcon } from '@radix-ui/react-icons';
import { IconButton, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';

/** Copies a value (an account number, a reference) so it can be pasted into a banking app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the value stays selectable.
      setCopied(false);
    }
  };
  return (
    <Tooltip content={copied ? 'Copied' : `Copy ${label.toLowerCase()}`}>
      <IconButton
        type="button"
        size="1"
        variant="ghost"
        aria-label={`Copy ${label.toLowerCase()}`}
        onClick={copy}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </IconButton>
    </Tooltip>
  );
}
