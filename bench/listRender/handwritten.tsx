import { createRoot } from 'react-dom/client';
import {
  AdminContext,
  DataTable,
  List,
  NumberField,
  ReferenceField,
  ResourceContextProvider,
  SelectField,
  TextField,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n';
import { dataProvider, ROWS } from './data';
import { watchListDone } from './done';

/** The baseline: the same list written by hand with react-admin's own List and DataTable. */
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

function CampaignList() {
  return (
    <List title="Кампании" sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="name" label="Название">
          <TextField source="name" />
        </DataTable.Col>
        <DataTable.Col source="accountId" label="Аккаунт">
          <ReferenceField source="accountId" reference="accounts" />
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
          <ReferenceField source="groupId" reference="groups" />
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

watchListDone();
createRoot(document.getElementById('root')!).render(
  <MemoryRouter initialEntries={[`/campaigns?perPage=${ROWS}`]}>
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="campaigns">
        <Routes>
          <Route path="/campaigns" element={<CampaignList />} />
        </Routes>
      </ResourceContextProvider>
    </AdminContext>
  </MemoryRouter>,
);
