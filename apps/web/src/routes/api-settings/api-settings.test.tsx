import {
  API_ROUTES,
  apiRoutes,
  buildOpenApiDocument,
  DIALOG_DEFAULTS,
  dialogRoutes,
  systemRoutes,
  systemTokenRoutes,
  userRoutes,
} from '@app/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failure,
  ok,
  startLocalApiServer,
  type TLocalApiServer,
  type TRecordedRequest,
  wireUser,
} from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const SECRET = `intr-${'S'.repeat(43)}`;
const OPENAPI = buildOpenApiDocument(API_ROUTES, { version: '1.0.0' });

type TWireToken = {
  id: string;
  prefix: string;
  name: string;
  dialog_id: string | null;
  created_at: string;
  last_used_at: string | null;
};

/** An in-memory account with its tokens and their use, answered as the server would. */
function apiSettingsApi(
  options: { isTemp?: boolean; days?: Record<string, number>; dialogs?: { id: string; name: string }[] } = {},
) {
  const tokens: TWireToken[] = [];
  let made = 0;
  return (request: TRecordedRequest) => {
    const body = (request.body ?? {}) as Record<string, string>;
    switch (request.path) {
      case userRoutes.createTempUser.path:
        return { headers: { Authorization: 'session-1' }, body: ok(wireUser()) };
      case userRoutes.info.path:
        return { body: ok(wireUser({ is_temp: options.isTemp ?? false, email: 'ana@example.com' })) };
      case systemTokenRoutes.token_list.path:
        return { body: ok({ tokens: tokens.filter((token) => token.dialog_id === null) }) };
      case apiRoutes.token_list.path:
        return { body: ok({ tokens: tokens.filter((token) => token.dialog_id === request.query.get('dialog_id')) }) };
      case dialogRoutes.list.path:
        return { body: ok((options.dialogs ?? []).map(wireDialog)) };
      case apiRoutes.new_token.path:
      case apiRoutes.rm.path: {
        if (request.path === apiRoutes.rm.path) {
          const ids = (request.body as { token_ids: string[] }).token_ids;
          const before = tokens.length;
          tokens.splice(0, tokens.length, ...tokens.filter((token) => !ids.includes(token.id)));
          return { body: ok({ revoked: before - tokens.length }) };
        }
        made += 1;
        const token: TWireToken = {
          id: `token-${made}`,
          prefix: SECRET.slice(0, 13),
          name: body.name ?? '',
          dialog_id: body.dialog_id ?? null,
          created_at: '2026-11-20T09:00:00.000Z',
          last_used_at: null,
        };
        tokens.unshift(token);
        return { body: ok({ ...token, token: SECRET }) };
      }
      case systemTokenRoutes.new_token.path: {
        if ((body.name ?? '').length > 64) {
          return {
            status: 422,
            body: failure(422, 'VALIDATION_FAILED', 'Some fields are not valid', [
              { path: 'name', message: 'A token’s name may have at most 64 characters.' },
            ]),
          };
        }
        made += 1;
        const token: TWireToken = {
          id: `token-${made}`,
          prefix: SECRET.slice(0, 13),
          name: body.name ?? '',
          dialog_id: null,
          created_at: '2026-11-20T09:00:00.000Z',
          last_used_at: null,
        };
        tokens.unshift(token);
        return { body: ok({ ...token, token: SECRET }) };
      }
      case systemTokenRoutes.token_rm.path: {
        const index = tokens.findIndex((token) => token.id === body.token_id);
        if (index >= 0) tokens.splice(index, 1);
        return { body: ok({ revoked: index >= 0 ? 1 : 0 }) };
      }
      case apiRoutes.stats.path: {
        const days = Object.entries(options.days ?? {}).map(([day, calls]) => ({
          day,
          calls,
          tokens: 0,
          conversations: 0,
        }));
        return { body: ok({ days }) };
      }
      case systemRoutes.openapi.path:
        return { body: ok(OPENAPI) };
      default:
        return { status: 404, body: failure(404, 'NOT_FOUND', 'not found') };
    }
  };
}

/** A wire-format assistant, as `dialog/list` answers (ids are uuids there). */
function wireDialog(dialog: { id: string; name: string }) {
  return {
    ...dialog,
    description: '',
    icon: null,
    language: 'en',
    kb_ids: [],
    kb_names: [],
    kbs: [],
    llm_id: null,
    rerank_id: null,
    ...DIALOG_DEFAULTS,
    is_answerable: true,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
  };
}

async function openScreen(handler: ReturnType<typeof apiSettingsApi>) {
  server = await startLocalApiServer(handler);
  renderApp({ path: '/settings/api', baseUrl: server.url });
  return screen.findByTestId('api-settings-screen');
}

describe('Settings → API', () => {
  it('creates a token, shows it once with a warning, then lists only its prefix', async () => {
    await openScreen(apiSettingsApi());
    expect((await screen.findByTestId('api-tokens-empty')).textContent).toContain('You have no API token yet.');
    expect(screen.getByTestId('api-examples-need-token')?.textContent).toContain('Please create an API token first.');

    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'nightly valuation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const notice = await screen.findByTestId('api-new-token');
    expect((within(notice).getByTestId('api-new-token-value') as HTMLInputElement).value).toBe(SECRET);
    expect(notice?.textContent).toContain('it will not be shown again');
    const row = await screen.findByTestId('api-token-row');
    expect(row?.textContent).toContain(`${SECRET.slice(0, 13)}…`);
    expect(row?.textContent).toContain('nightly valuation');
    expect(row?.textContent).toContain('Never');
    await waitFor(() => expect(screen.queryByTestId('api-examples-need-token')).toBeNull());
    const created = server?.requests.find((request) => request.path === systemTokenRoutes.new_token.path);
    expect(created?.body).toEqual({ name: 'nightly valuation' });

    fireEvent.click(screen.getByTestId('api-new-token-done'));
    expect(screen.queryByTestId('api-new-token')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('shows the server’s message on the name field', async () => {
    await openScreen(apiSettingsApi());
    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: 'n'.repeat(65) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('A token’s name may have at most 64 characters.')).toBeTruthy();
    expect(screen.queryByTestId('api-new-token')).toBeNull();
  });

  it('revokes a token only after confirmation', async () => {
    await openScreen(apiSettingsApi());
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    fireEvent.click(await screen.findByTestId('api-new-token-done'));
    await screen.findByTestId('api-token-row');

    fireEvent.click(screen.getByTestId('api-token-revoke'));
    const dialog = await screen.findByTestId('api-revoke-dialog');
    expect(dialog?.textContent).toContain(`${SECRET.slice(0, 13)}… stop working at once`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server?.requests.some((request) => request.path === systemTokenRoutes.token_rm.path)).toBe(false);

    fireEvent.click(screen.getByTestId('api-token-revoke'));
    fireEvent.click(await screen.findByTestId('api-revoke-confirm'));
    expect(await screen.findByTestId('api-tokens-empty')).toBeTruthy();
    const revoked = server?.requests.find((request) => request.path === systemTokenRoutes.token_rm.path);
    expect(revoked?.body).toEqual({ token_id: 'token-1' });
  });

  it('shows the days with calls, newest first, and their total', async () => {
    await openScreen(apiSettingsApi({ days: { '2026-11-18': 0, '2026-11-19': 12, '2026-11-20': 1500 } }));
    const days = await screen.findAllByTestId('api-usage-day');
    expect(days.map((day) => day.textContent)).toEqual(['2026-11-201,50000', '2026-11-191200']);
    expect(screen.getByTestId('api-usage-total')?.textContent).toContain('Total1,51200');
    const stats = server?.requests.find((request) => request.path === apiRoutes.stats.path);
    const from = Date.parse(stats?.query.get('from_date') ?? '');
    const to = Date.parse(stats?.query.get('to_date') ?? '');
    expect((to - from) / 86_400_000).toBe(29);
  });

  it('gives curl examples against this server', async () => {
    await openScreen(apiSettingsApi());
    const values = await screen.findByTestId('api-example-values');
    expect(values?.textContent).toContain(
      `curl -s -H "Authorization: Bearer $INTRINSIC_TOKEN" "${window.location.origin}/v1/model/dcf/values?model_id=$MODEL_ID"`,
    );
    expect(screen.getByTestId('api-example-upload')?.textContent).toContain('/v1/api/document/upload_and_parse');
  });

  it('renders the OpenAPI document by area, each operation opening to its schemas', async () => {
    await openScreen(apiSettingsApi());
    const model = await screen.findByTestId('api-reference-model');
    const values = within(model)
      .getAllByTestId('api-operation')
      .find((operation) => operation.textContent?.includes('/v1/model/dcf/values'));
    expect(values).toBeDefined();
    expect(values?.textContent).toContain('API token');
    expect(values?.hasAttribute('open')).toBe(false);
    fireEvent.click(within(values as HTMLElement).getByText('/v1/model/dcf/values'));
    expect(values?.hasAttribute('open')).toBe(true);
    expect(values?.textContent).toContain('model_id');
    expect(values?.textContent).toContain('"company"');
    const tokens = within(await screen.findByTestId('api-reference-system'))
      .getAllByTestId('api-operation')
      .find((operation) => operation.textContent?.includes('/v1/system/new_token'));
    expect(tokens?.textContent).toContain('Signed-in session');
  });

  it('makes, lists and revokes tokens for the assistant chosen', async () => {
    await openScreen(
      apiSettingsApi({
        dialogs: [
          { id: 'dialog-a', name: 'Analyst' },
          { id: 'dialog-b', name: 'Reader' },
        ],
      }),
    );
    const section = await screen.findByTestId('api-assistant-tokens');
    const select = (await within(section).findByTestId('api-assistant-select', {})) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Analyst', 'Reader']);
    fireEvent.change(select, { target: { value: 'dialog-b' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create token' }));

    expect((await within(section).findByTestId('api-new-token')).textContent).toContain('it will not be shown again');
    const created = server?.requests.find((request) => request.path === apiRoutes.new_token.path);
    expect(created?.body).toEqual({ dialog_id: 'dialog-b', name: '' });
    await within(section).findByTestId('api-token-row');
    // The account's own list does not hold an assistant's token.
    const accountRows = screen.getAllByTestId('api-token-row').filter((row) => !section.contains(row));
    expect(accountRows).toEqual([]);

    fireEvent.click(within(section).getByTestId('api-token-revoke'));
    fireEvent.click(await screen.findByTestId('api-revoke-confirm'));
    await waitFor(() => expect(within(section).queryByTestId('api-token-row')).toBeNull());
    const revoked = server?.requests.find((request) => request.path === apiRoutes.rm.path);
    expect(revoked?.body).toEqual({ token_ids: ['token-1'] });
  });

  it('sends a user without an assistant to make one', async () => {
    await openScreen(apiSettingsApi());
    expect((await screen.findByTestId('api-assistant-tokens-none')).textContent).toContain(
      'You have no assistant yet.',
    );
  });

  it('tells a guest that API tokens need a full account', async () => {
    server = await startLocalApiServer(apiSettingsApi({ isTemp: true }));
    renderApp({ path: '/settings/api', baseUrl: server.url });
    expect(await screen.findByTestId('full-account-required')).toBeTruthy();
    expect(server.requests.some((request) => request.path === systemTokenRoutes.token_list.path)).toBe(false);
  });
});
