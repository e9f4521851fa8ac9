import { createRoot } from 'react-dom/client';
import {
  Admin,
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateInput,
  Edit,
  fetchUtils,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  Resource,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  type DataProvider,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import { CABINET_KEY, TOKEN_KEY } from '../../src/providers/storage';

/**
 * A stock react-admin app: <Admin>, <List> + <DataTable> with stock fields, the campaigns list's
 * eight columns read from the reference API with the session the bench leaves in storage (the
 * console's own keys), and a stock <Edit> + <SimpleForm> of the campaign's own fields with stock
 * inputs; the groups' list is the "other list" the navigation bench starts from. The baseline of
 * the Lighthouse and navigation comparisons: what react-admin gives without the console's work.
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
const SPEED = [
  { id: 'evenly', name: 'Равномерно' },
  { id: 'fast', name: 'Быстро' },
];
const SCHEMAS: Record<string, string> = { accounts: 'account', groups: 'group', campaigns: 'campaign' };

const get = (path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
  fetchUtils.fetchJson(path, {
    ...init,
    headers: new Headers({
      Accept: 'application/json',
      Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY)}`,
      Cabinet: sessionStorage.getItem(CABINET_KEY) ?? '',
      ...init.headers,
    }),
  });

/** The top-level fields whose value differs: what a stock integration would PATCH. */
const changed = (data: Record<string, unknown>, previous: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter(([k, v]) => k !== 'id' && JSON.stringify(v) !== JSON.stringify(previous[k])),
  );

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
  getOne: async (resource, { id }) => ({ data: (await get(`/v2/${resource}/${id}`)).json }),
  getManyReference: unsupported,
  update: async (resource, { id, data, previousData }) => {
    const { json } = await get(`/v2/${resource}/${id}`, {
      method: 'PATCH',
      body: JSON.stringify(changed(data, previousData)),
      headers: { 'Content-Type': 'application/json', 'If-Match': String(previousData.version) },
    });
    return { data: json };
  },
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

/**
 * The campaign's own fields with stock inputs. Pessimistic like the console's save (its promise: a
 * server error never arrives after the user has left the form), so both compare a save the server
 * has answered.
 */
function CampaignEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="name" label="Название" />
        <ReferenceInput source="accountId" reference="accounts">
          <AutocompleteInput label="Аккаунт" />
        </ReferenceInput>
        <SelectInput source="creativeType" label="Формат креатива" choices={FORMAT} />
        <ReferenceInput source="groupId" reference="groups">
          <AutocompleteInput label="Группа кампаний" />
        </ReferenceInput>
        <ReferenceInput source="parentId" reference="campaigns">
          <AutocompleteInput label="Родительская кампания" />
        </ReferenceInput>
        <BooleanInput source="isBrandLift" label="Brand Lift" />
        <DateInput source="calendar.dates.start" label="Начало" />
        <DateInput source="calendar.dates.end" label="Окончание" />
        <SelectInput source="strategies.buyingType" label="Тип закупки" choices={BUYING} />
        <SelectInput source="strategies.saleSpeedType" label="Скорость расхода бюджета" choices={SPEED} />
        <NumberInput source="limits.budgetTotal" label="Общий бюджет" />
        <NumberInput source="limits.budgetDaily" label="Дневной бюджет" />
        <NumberInput source="limits.impressionsTotal" label="Показы всего" />
        <NumberInput source="limits.impressionsDaily" label="Показы в день" />
        <NumberInput source="limits.clicksTotal" label="Клики всего" />
        <TextInput source="other.externalContractId" label="Внешний договор" />
        <BooleanInput source="other.useAdPool" label="Пул объявлений" />
      </SimpleForm>
    </Edit>
  );
}

function GroupList() {
  return (
    <List title="Группы кампаний" perPage={25} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable>
        <DataTable.Col source="name" label="Название">
          <TextField source="name" />
        </DataTable.Col>
        <DataTable.Col source="status" label="Статус">
          <SelectField source="status" choices={STATUS} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <Admin disableTelemetry dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => russianMessages, 'ru')}>
    <Resource
      name="campaigns"
      list={CampaignList}
      edit={CampaignEdit}
      options={{ label: 'Кампании' }}
      recordRepresentation="name"
    />
    <Resource name="groups" list={GroupList} options={{ label: 'Группы кампаний' }} recordRepresentation="name" />
    <Resource name="accounts" recordRepresentation="name" />
  </Admin>,
);
