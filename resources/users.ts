import { defineResource, lazyExport } from '../src/engine/definition';

const BlockUserButton = lazyExport(() => import('../src/resourceComponents/users/BlockActions'), 'BlockUserButton');
const BulkBlockButtons = lazyExport(() => import('../src/resourceComponents/users/BlockActions'), 'BulkBlockButtons');
const RoleInput = lazyExport(() => import('../src/resourceComponents/users/RoleInput'), 'RoleInput');
const UserCabinetsPanel = lazyExport(
  () => import('../src/resourceComponents/users/UserCabinetsPanel'),
  'UserCabinetsPanel',
);
const UserPasswordInput = lazyExport(
  () => import('../src/resourceComponents/users/UserPasswordInput'),
  'UserPasswordInput',
);

export default defineResource({
  schema: 'user',
  path: 'system/users',
  routes: { list: 'list', edit: 'edit/:id' },
  menu: { group: 'system', order: 20 },
  label: 'Пользователи',
  list: {
    columns: ['login', 'name', 'email', 'role', 'blocked', 'createdAt'],
    filters: ['role', 'blocked'],
    search: true,
    sort: { field: 'login', order: 'ASC' },
  },
  fields: {
    // Choices from the roles dictionary (GET /v2/users/roles); the schema's oneOf is the fallback.
    role: { Input: RoleInput },
    // Required on create only; empty on edit keeps the current password.
    password: { Input: UserPasswordInput },
    // The card's cabinet access: bound cabinets, «Отвязать», «Добавить доступ к кабинету».
    cabinets: { Field: UserCabinetsPanel },
  },
  actions: [{ name: 'block', Record: BlockUserButton, Bulk: BulkBlockButtons }],
});
