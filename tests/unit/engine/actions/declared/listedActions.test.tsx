import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import DeclaredActionButton from '../../../../../src/engine/actions/declared/DeclaredAction';
import type { DeclaredAction } from '../../../../../src/engine/definition';
import { i18nProvider } from '../../../../../src/i18n';

afterEach(cleanup);

const campaigns = catalog.byKey('campaigns')!;
const debugActions = (campaigns.actions ?? []).filter(
  (a): a is DeclaredAction => 'on' in a && a.on.includes('record') && a.name.startsWith('debug'),
);
const CAMPAIGN = { id: 'c'.repeat(24), name: 'Осенняя распродажа' };

/** A campaign's page with its debug actions (resources/campaigns.ts), the platform listing `underDebug`. */
function renderCampaign(underDebug: { id: string; name: string; debugId: string }[] | Error) {
  const declaredCall = vi.fn(async ({ method, path }: { method: string; path: string }) => {
    if (method !== 'GET' || path !== '/debug-rk') return { campaignId: CAMPAIGN.id };
    if (underDebug instanceof Error) throw underDebug;
    return underDebug;
  });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ declaredCall } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={campaigns.path}>
          <RecordContextProvider value={CAMPAIGN}>
            {debugActions.map((action) => (
              <DeclaredActionButton key={action.name} action={action} place="record" def={campaigns} />
            ))}
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { declaredCall };
}

describe("a campaign's debug session on its page (GET /debug-rk)", () => {
  it('a campaign under debug shows its debug id and links to its session, and offers no second one', async () => {
    const { declaredCall } = renderCampaign([
      { id: CAMPAIGN.id, name: CAMPAIGN.name, debugId: 'k3j9x0q2m7v5b8n1c4z6' },
    ]);
    const link = await screen.findByRole('link', { name: 'На отладке · ID k3j9x0q2m7v5b8n1c4z6' });
    expect(link).toHaveAttribute('href', `/tools/debug/${CAMPAIGN.id}`);
    expect(screen.queryByRole('button', { name: 'Запустить отладку' })).toBeNull();
    // One read of the list for both actions.
    expect(declaredCall.mock.calls.filter(([c]) => c.path === '/debug-rk')).toHaveLength(1);
  });

  it('a campaign not under debug offers to start a session, and no link', async () => {
    const { declaredCall } = renderCampaign([{ id: 'd'.repeat(24), name: 'Другая', debugId: 'aaaaaaaaaaaaaaaaaaaa' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Запустить отладку' }));
    expect(screen.queryByRole('link', { name: /На отладке/ })).toBeNull();
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', path: `/tools/debug/${CAMPAIGN.id}` }),
      ),
    );
  });

  it('offers to start one, as before, when the list cannot be read', async () => {
    renderCampaign(new Error('Сервер недоступен'));
    expect(await screen.findByRole('button', { name: 'Запустить отладку' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /На отладке/ })).toBeNull();
  });
});
