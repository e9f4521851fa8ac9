import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ReportStatus } from '../../../../src/pages/statistics/ReportStatus';
import { request } from '../../../../src/providers/httpClient';
import { fakeFetch, Providers } from '../../layout/helpers';

afterEach(() => vi.unstubAllGlobals());

describe("a report asked for while two of the user's reports are still computed", () => {
  it("the report screen shows the server's Russian message, not a retry-later text", async () => {
    const message = 'Отчёт уже строится, дождитесь результата';
    fakeFetch([{ path: '/v2/statistics/summary', status: 429, body: { message } }]);
    const error = await request('/v2/statistics/summary').catch((e: unknown) => e);
    expect((error as { status: number }).status).toBe(429);
    render(
      <Providers>
        <ReportStatus error={error} empty={false} loading={false} onRetry={() => {}} />
      </Providers>,
    );
    expect(screen.getByRole('alert').textContent).toContain(message);
  });
});
