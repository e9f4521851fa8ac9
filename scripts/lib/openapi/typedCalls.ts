import type { Call, Shape } from './types';

/**
 * The typed calls of src/providers/calls (and the shell's sign-in, password and label reads): the
 * platform's calls beyond an entity's CRUD and its declared actions, as the console makes them.
 * A body or an answer with a schema names it (`schemas/<id>.schema.json`); the others are
 * described by their shape. A call added to src/providers/calls goes here too: the provider
 * tests and the browser tests hold every request against the document and name one it lacks.
 */
const object: Shape = { object: true };
const list: Shape = { list: true };
const xlsx: Shape = { file: 'xlsx' };
const str = {};
const int = { type: 'integer' } as const;
const period = { startTimeISO: str, endTimeISO: str, offsetTime: int };
const paging = { page: int, pageSize: int };

export const TYPED_CALLS: Call[] = [
  // Signing in, the current user, password recovery (docs/product.md#calls Auth and users).
  { method: 'POST', path: '/v2/users/sign-in', summary: 'sign in', body: object, answer: object, anonymous: true },
  { method: 'POST', path: '/v2/users/sign-out', summary: 'sign out', answer: object },
  { method: 'GET', path: '/v2/users/me', summary: 'the current user', answer: object },
  { method: 'GET', path: '/v2/users/cabinets', summary: "the user's cabinets", answer: list },
  { method: 'GET', path: '/v2/users/roles', summary: 'roles', answer: list },
  {
    method: 'GET',
    path: '/v2/users/permissions',
    summary: 'permission settings by role, cabinet, cabinet type or access type',
    query: { role: str, cabinetId: str, cabinetType: str, accessType: str },
    answer: object,
  },
  { method: 'PUT', path: '/v2/users/permissions', summary: 'save permission settings', body: object, answer: object },
  { method: 'GET', path: '/v2/users/favorites', summary: 'favourite cabinets', answer: list },
  { method: 'POST', path: '/v2/users/favorites', summary: 'add a favourite cabinet', body: object, answer: object },
  {
    method: 'DELETE',
    path: '/v2/users/favorites',
    summary: 'remove a favourite cabinet',
    query: { cabinetId: str },
    answer: object,
  },
  ...['/password', '/v2/users/password'].flatMap((base): Call[] =>
    ['request-reset', 'validate-token', 'reset'].map((step) => ({
      method: 'POST',
      path: `${base}/${step}`,
      summary: `password recovery: ${step}`,
      body: object,
      answer: object,
      anonymous: true,
    })),
  ),
  {
    method: 'GET',
    path: '/v2/cabinets',
    summary: 'cabinets a user can be bound to',
    query: { search: str, type: str },
    answer: list,
  },
  {
    method: 'POST',
    path: '/v2/users/{id}/cabinets',
    summary: 'bind a user to a cabinet',
    body: object,
    answer: { schema: 'user' },
  },
  {
    method: 'DELETE',
    path: '/v2/users/{id}/cabinets/{cabinetId}',
    summary: 'unbind a user',
    answer: { schema: 'user' },
  },
  { method: 'PUT', path: '/v2/users/{id}/block', summary: 'block a user', body: object, answer: { schema: 'user' } },

  // Accounts and agencies.
  {
    method: 'POST',
    path: '/v2/accounts/{id}/balance',
    summary: "change an account's balance",
    body: { schema: 'balanceChange' },
    answer: object,
  },
  {
    method: 'PATCH',
    path: '/v2/accounts/{id}/guest/permissions',
    summary: "an account's guest permissions",
    body: { schema: 'accountGuestPermissions', partial: true },
    answer: object,
  },
  {
    // The product's second call for the same permissions (docs/contract.md#openapi: the console sends the PATCH).
    method: 'PUT',
    path: '/agency/account/{id}/guest/permissions',
    summary: "an account's guest permissions, replaced",
    body: { schema: 'accountGuestPermissions' },
    answer: object,
  },
  { method: 'GET', path: '/v2/accounts/{id}/status', summary: "an account's status", answer: object },
  { method: 'GET', path: '/agency/campaigns-guest-prices/{id}', summary: 'guest prices', answer: list },
  {
    method: 'POST',
    path: '/v2/agencies/{id}/balance',
    summary: "change an agency's balance",
    body: { schema: 'balanceChange' },
    answer: object,
  },
  {
    method: 'GET',
    path: '/v2/agencies/selfservice',
    summary: 'self-service agencies',
    query: paging,
    answer: { schema: 'agencySelfService', list: true },
  },
  {
    method: 'PATCH',
    path: '/v2/agencies/{id}/selfservice',
    summary: "a self-service agency's minimal CPM",
    body: { schema: 'agencySelfService', partial: true },
    answer: object,
  },

  // Campaigns, groups, creatives.
  { method: 'PUT', path: '/campaign/status', summary: "a campaign's status", body: object, answer: object },
  { method: 'PUT', path: '/campaign/manystatus', summary: 'the status of campaigns', body: object, answer: object },
  { method: 'POST', path: '/v2/campaigns/stop', summary: 'stop campaigns', body: object, answer: object },
  {
    method: 'POST',
    path: '/v2/campaigns/copy',
    summary: 'copy a campaign',
    body: { schema: 'campaignCopy' },
    answer: object,
  },
  { method: 'GET', path: '/v2/campaigns/segments', summary: 'audience segments', answer: list },
  {
    method: 'POST',
    path: '/v2/campaigns/{id}/segments',
    summary: "a campaign's segments",
    headers: ['If-Match'],
    body: object,
    answer: { schema: 'campaign' },
  },
  { method: 'GET', path: '/v2/campaigns/{id}.xlsx', summary: 'a campaign as a workbook', answer: xlsx },
  {
    method: 'GET',
    path: '/v2/campaigns.xlsx',
    summary: 'the campaigns list as a workbook',
    filtersOf: 'campaign',
    answer: xlsx,
  },
  {
    method: 'POST',
    path: '/v2/campaigns/forecast',
    summary: 'a traffic forecast',
    body: { schema: 'forecastRequest' },
    answer: object,
  },
  {
    method: 'POST',
    path: '/v2/campaigns/minimalcpm',
    summary: 'the minimal CPM of a forecast',
    body: { schema: 'forecastRequest' },
    answer: object,
  },
  {
    method: 'POST',
    path: '/v2/forecast/bid-info',
    summary: 'bids of a forecast',
    body: { schema: 'forecastRequest' },
    answer: object,
  },
  { method: 'GET', path: '/campaign/reach/{id}', summary: "a campaign's reach", answer: object },
  { method: 'GET', path: '/campaign/{id}/analytics', summary: "a campaign's analytics", query: period, answer: object },
  { method: 'GET', path: '/campaign/{id}/owner', summary: "a campaign's owner", answer: object },
  {
    method: 'GET',
    path: '/campaign/{id}/ifaid/{type}',
    summary: 'advertising ids of an event',
    answer: { file: 'text' },
  },
  { method: 'PUT', path: '/banners/rate', summary: "creatives' CPM", body: object, answer: object },
  {
    method: 'PATCH',
    path: '/v2/creatives/children',
    summary: "creatives' children",
    body: object,
    answer: object,
  },
  {
    method: 'GET',
    path: '/v2/creatives.xlsx',
    summary: 'the creatives list as a workbook',
    filtersOf: 'creative',
    answer: xlsx,
  },

  // Audience building.
  {
    method: 'GET',
    path: '/ban/{kind}/{id}',
    summary: "a campaign's places",
    query: { skip: int, take: int, sort: str, onlyTarget: { type: 'boolean' } },
    answer: list,
    paged: true,
  },
  { method: 'PUT', path: '/ban/{kind}', summary: 'ban or unban places', body: object, answer: object },
  {
    method: 'POST',
    path: '/segment/app-check/check-bundles',
    summary: 'check bundles',
    body: object,
    answer: object,
  },
  {
    method: 'GET',
    path: '/segment/app-check/queries',
    summary: 'known apps',
    query: { search: str, platform: str },
    answer: list,
  },
  { method: 'POST', path: '/segment/app-check/add-bundles', summary: 'add bundles', body: object, answer: object },
  {
    method: 'GET',
    path: '/appinfo/categories/os',
    summary: 'app categories',
    query: { os: str },
    answer: list,
  },
  { method: 'GET', path: '/dmp/bundles/all', summary: 'the app catalogue', answer: list },
  {
    method: 'POST',
    path: '/storage/uploadfile',
    summary: 'upload a file',
    query: { schema: str, field: str },
    body: { multipart: 'file' },
    answer: object,
  },

  // Reports and statistics.
  {
    method: 'GET',
    path: '/v2/statistics/summary',
    summary: 'a report',
    query: {
      ...period,
      groupBy: str,
      accounts: str,
      campaigns: str,
      ssps: str,
      sort: str,
      order: { enum: ['asc', 'desc'] },
    },
    answer: object,
  },
  {
    method: 'GET',
    path: '/v2/statistics/details',
    summary: "a report's rows",
    query: {
      ...period,
      ...paging,
      groupBy: str,
      accounts: str,
      campaigns: str,
      ssps: str,
      sort: str,
      order: { enum: ['asc', 'desc'] },
    },
    answer: object,
    paged: true,
  },
  {
    method: 'GET',
    path: '/v2/statistics/filters/{kind}',
    summary: "a report's filter choices",
    query: { search: str, ids: str, accounts: str },
    answer: list,
  },
  {
    method: 'GET',
    path: '/v2/playerconfig/statistics/campaigns',
    summary: 'campaigns with interactive statistics',
    answer: list,
  },
  ...['', '.xlsx'].map((ext): Call => ({
    method: 'GET',
    path: `/v2/playerconfig/statistics/campaigns/{id}/{kind}${ext}`,
    summary: ext ? 'interactive statistics as a workbook' : 'interactive statistics',
    query: { ...period, creativeId: str },
    answer: ext ? xlsx : object,
  })),
  { method: 'GET', path: '/v2/dmpengine/info', summary: 'DMP reports', answer: list },
  {
    method: 'GET',
    path: '/v2/dmpengine/{id}/statistics.xlsx',
    summary: "a DMP report's statistics",
    answer: xlsx,
  },

  // Moderation, notifications, tools.
  {
    method: 'GET',
    path: '/v2/notifications/count',
    summary: 'notifications count',
    query: { groupId: str },
    answer: object,
  },
  {
    method: 'PATCH',
    path: '/v2/notifications/{id}/settings',
    summary: "a notification group's settings",
    headers: ['If-Match'],
    body: object,
    answer: object,
  },
  { method: 'GET', path: '/brandlift-preview/{id}', summary: "a survey's preview", answer: object },
  {
    method: 'GET',
    path: '/v2/dictionaries/orders/schedule',
    summary: 'order schedules',
    answer: list,
  },
];
