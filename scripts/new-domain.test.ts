import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newDomain } from './new-domain';

const ROOT = path.resolve(import.meta.dirname, '..');
let scratch: string;

function copyProjectSkeleton(): string {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'new-domain-'));
  for (const file of ['scripts/check-boundaries.ts', 'server/graphql/schema.ts', 'docs/architecture.md']) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(scratch, file));
  }
  return scratch;
}

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('new-domain scaffold (issue 17)', () => {
  it('writes the domain in every layer and registers it in the boundaries, schema and docs', () => {
    const root = copyProjectSkeleton();
    const written = newDomain({ name: 'ticket-sales', row: 4, root });
    expect(written).toContain('server/domains/ticket-sales/ticket-sales.graphql.ts');
    expect(written).toContain('core/ticket-sales/index.ts');
    expect(written).toContain('web/features/ticket-sales/ticket-sales-queries.ts');
    const boundaries = readFileSync(path.join(root, 'scripts/check-boundaries.ts'), 'utf8');
    expect(boundaries).toMatch(/\['allocation',[^\]]*'ticket-sales'\]/);
    expect(readFileSync(path.join(root, 'server/graphql/schema.ts'), 'utf8')).toContain(
      "import '#server/domains/ticket-sales/ticket-sales.graphql';",
    );
    expect(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')).toMatch(/^4\. .*`ticket-sales`$/m);
    expect(
      readFileSync(path.join(root, 'server/domains/ticket-sales/ticket-sales.service.ts'), 'utf8'),
    ).toContain('export type TicketSalesDatabase');
  });

  it('refuses a name that is not kebab-case, a row out of range, and an existing domain', () => {
    const root = copyProjectSkeleton();
    expect(() => newDomain({ name: 'TicketSales', row: 4, root })).toThrow(/kebab-case/);
    expect(() => newDomain({ name: 'tickets', row: 99, root })).toThrow(/--row/);
    expect(() => newDomain({ name: 'payments', row: 4, root })).toThrow(/already exists/);
  });
});
