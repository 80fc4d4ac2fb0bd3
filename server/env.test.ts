import { describe, expect, it } from 'vitest';
import { configurationWarnings, parseEnv } from './env';

describe('configuration warnings at start-up', () => {
  it('warns when TRUST_PROXY=true trusts every client, and names the safer setting [issue 25]', () => {
    const [warning, ...rest] = configurationWarnings(parseEnv({ TRUST_PROXY: 'true' }));
    expect(rest).toEqual([]);
    expect(warning).toContain('TRUST_PROXY=true');
    expect(warning).toContain("proxy's address or CIDR");
  });

  it('is quiet for a proxy named by address or CIDR, or none [issue 25]', () => {
    for (const TRUST_PROXY of ['127.0.0.1', '10.0.0.0/8,127.0.0.1', 'false', undefined]) {
      expect(configurationWarnings(parseEnv({ TRUST_PROXY })), String(TRUST_PROXY)).toEqual([]);
    }
  });
});
