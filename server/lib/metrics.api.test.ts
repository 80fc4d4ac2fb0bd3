import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCable } from '#server/realtime/cable-test-client';
import { createTestApp, type TestApp } from '#server/test/harness';

/** Issue 29 item 7: /metrics, for those allowed only, with the figures a festival team watches. */
const TOKEN = 'metrics-token-for-this-test-0123';

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('answers only the bearer token or an allowed address [issue 29]', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    expect((await scrape({ authorization: `Bearer ${TOKEN.slice(0, -1)}` })).statusCode).toBe(404);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(404);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expect((await scrape({}, '10.1.200.3')).statusCode).toBe(200);
    expect((await scrape({}, '::ffff:192.0.2.7')).statusCode).toBe(200);
    expect((await scrape({}, '10.2.0.1')).statusCode).toBe(404);
  });

  it('is off without a token or an address list [issue 29]', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('festival_');
    } finally {
      await off.close();
    }
  });

  it('counts HTTP requests and GraphQL operations by name, with errors, and reports the rest [issue 29]', async () => {
    const base = await t.listen();
    const cable = await connectCable(base, {});
    await cable.waitFor((frame) => frame.type === 'welcome', 15_000);
    const ask = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await ask({ query: 'query MetricsProbe { __typename }', operationName: 'MetricsProbe' })).statusCode,
      ).toBe(200);
    }
    await ask({ query: 'query MetricsBroken { noSuchField }', operationName: 'MetricsBroken' });
    await t.app.inject({ method: 'GET', url: '/healthz' });

    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    await cable.close();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /^festival_graphql_operation_duration_seconds_count\{operation="MetricsProbe"\} 3$/m,
    );
    expect(text).toMatch(
      /^festival_graphql_operation_duration_seconds_bucket\{le="0\.1",operation="MetricsProbe"\} \d+$/m,
    );
    expect(text).toMatch(
      /^festival_graphql_operation_duration_seconds_count\{operation="MetricsBroken"\} 1$/m,
    );
    expect(text).toMatch(
      /^festival_graphql_operation_errors_total\{operation="MetricsBroken",type="invalid"\} 1$/m,
    );
    expect(text).not.toMatch(/festival_graphql_operation_errors_total\{operation="MetricsProbe"/);
    expect(text).toMatch(
      /^festival_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^festival_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="\d+"\} \d+$/m,
    );
    expect(text).toMatch(/^festival_db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^festival_db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^festival_cable_sockets 1$/m);
    for (const state of ['pending', 'sent', 'failed']) {
      expect(text).toMatch(new RegExp(`^festival_emails\\{state="${state}"\\} \\d+$`, 'm'));
    }
    expect(text).toMatch(/^festival_lottery_last_run_seconds [\d.e+-]+$/m);
    expect(text).toContain('# TYPE festival_queue_jobs gauge');
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('turns names a client makes up into bounded labels [issue 29]', async () => {
    for (const name of ['bad name!', 'x'.repeat(200)]) {
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ __typename }', operationName: name }),
      });
    }
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toContain('operation="(invalid)"');
    expect(text).not.toContain('bad name!');
  });
});
