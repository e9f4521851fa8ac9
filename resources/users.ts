import { defineResource } from '../src/engine/resources/types';

export default defineResource({
  schema: 'user',
  label: 'Пользователи',
  path: 'system/users',
  routes: { list: 'list', edit: 'edit/:id' },
  menu: { group: 'system', order: 20 },
  list: {
    columns: ['login', 'name', 'email', 'role', 'blocked', 'createdAt'],
    filters: ['role', 'blocked'],
    search: true,
    sort: { field: 'login', order: 'ASC' },
  },
});
