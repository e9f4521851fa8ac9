import { createRoot } from 'react-dom/client';
import {
  Admin,
  DataTable,
  fetchUtils,
  List,
  NumberField,
  ReferenceField,
  Resource,
  SelectField,
  TextField,
  type DataProvider,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import { CABINET_KEY, TOKEN_KEY } from '../../src/providers/storage';

/**
 * A stock react-admin app: <Admin>, one <Resource>, <List> + <DataTable> with stock fields, the
 * campaigns list's eight columns read from the reference API with the session the bench leaves in
 * storage (the console's own keys). The baseline of the Lighthouse comparison: what react-admin
 * gives without the console's first-load work.
 */
const STATUS = [
  { id: 'active', name: 'Активна' },
  { id: 'paused', name: 'Приостановлена' },
  { id: 'stopped', name: 'Остановлена' },
];
const FORMAT = [
  { id: 'video', name: 'Видео' },
  { id: 'banner', name: 'Баннер' },
  { id: 'push', name: 'Push' },
];
const BUYING = [
  { id: 'cpm', name: 'CPM — за 1000 показов' },
  { id: 'cpc', name: 'CPC — за клик' },
  { id: 'cpv', name: 'CPV — за досмотр' },
  { id: 'cpi', name: 'CPI — за установку' },
];
const SCHEMAS: Record<string, string> = { accounts: 'account', groups: 'group' };

const get = (path: string) =>
  fetchUtils.fetchJson(path, {
    headers: new Headers({
      Accept: 'application/json',
      Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY)}`,
      Cabinet: sessionStorage.getItem(CABINET_KEY) ?? '',
    }),
  });

const unsupported = () => Promise.reject(new Error('not in this app'));
const dataProvider: DataProvider = {
  getList: async (resource, { pagination, sort }) => {
    const query = new URLSearchParams({
      page: String(pagination?.page ?? 1),
      pageSize: String(pagination?.perPage ?? 25),
    });
    if (sort) {
      query.set('sort', sort.field);
      query.set('order', sort.order.toLowerCase());
    }
    const { json, headers } = await get(`/v2/${resource}?${query}`);
    return { data: json, total: Number(headers.get('x-pagination-total') ?? json.length) };
  },
  getMany: async (resource, { ids }) => {
    const { json } = await get(
      `/v2/labels/${SCHEMAS[resource]}?ids=${ids.map(String).join(',')}&pageSize=${ids.length}`,
    );
    return { data: json };
  },
  getOne: unsupported,
  getManyReference: unsupported,
  update: unsupported,
  updateMany: unsupported,
  create: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
};

function CampaignList() {
  return (
    <List title="Кампании" perPage={25} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable>
        <DataTable.Col source="name" label="Название">
          <TextField source="name" />
        </DataTable.Col>
        <DataTable.Col source="accountId" label="Аккаунт">
          <ReferenceField source="accountId" reference="accounts" link={false} />
        </DataTable.Col>
        <DataTable.Col source="status" label="Статус">
          <SelectField source="status" choices={STATUS} />
        </DataTable.Col>
        <DataTable.Col source="creativeType" label="Формат креатива">
          <SelectField source="creativeType" choices={FORMAT} />
        </DataTable.Col>
        <DataTable.Col source="strategies.buyingType" label="Тип закупки">
          <SelectField source="strategies.buyingType" choices={BUYING} />
        </DataTable.Col>
        <DataTable.Col source="groupId" label="Группа кампаний">
          <ReferenceField source="groupId" reference="groups" link={false} />
        </DataTable.Col>
        <DataTable.Col source="limits.budgetTotal" label="Общий бюджет">
          <NumberField source="limits.budgetTotal" locales="ru-RU" />
        </DataTable.Col>
        <DataTable.Col source="statistics.impressions" label="Показы">
          <NumberField source="statistics.impressions" locales="ru-RU" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <Admin disableTelemetry dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => russianMessages, 'ru')}>
    <Resource name="campaigns" list={CampaignList} />
    <Resource name="accounts" recordRepresentation="name" />
    <Resource name="groups" recordRepresentation="name" />
  </Admin>,
);
