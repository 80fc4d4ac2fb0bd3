import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/production.md read as data: its shell commands (each with the test or script that runs
 * it, after `#`), its systemd unit and its Caddyfile. The rehearsal (e2e/production-rehearsal.spec.ts)
 * runs these very lines, so the guide and what is tested cannot drift apart.
 */
export const GUIDE_FILE = path.resolve(import.meta.dirname, '../docs/production.md');

export interface GuideCommand {
  /** The command as a reader would type it. */
  command: string;
  /** What exercises it: a test file, `.ci/run` or the rehearsal. */
  exercisedBy: string;
}

export function readGuide(): string {
  return readFileSync(GUIDE_FILE, 'utf8');
}

/** The fenced blocks whose info string is `language`, in order. */
export function guideBlocks(markdown: string, language: string): string[] {
  const fence = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  return [...markdown.matchAll(fence)].map((match) => match[1] as string);
}

/** Every line of the guide's `sh` blocks, split into the command and its `# exercised by` note. */
export function guideCommands(markdown: string): GuideCommand[] {
  return guideBlocks(markdown, 'sh').flatMap((block) =>
    block
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [command = '', exercisedBy = ''] = line.split(/\s+#\s+/, 2);
        return { command: command.trim(), exercisedBy: exercisedBy.trim() };
      }),
  );
}
