import { defineResource } from '../src/engine/definition';
import { BlockUserButton, BulkBlockButtons } from '../src/resourceComponents/users/BlockActions';
import { RoleInput } from '../src/resourceComponents/users/RoleInput';
import { UserCabinetsPanel } from '../src/resourceComponents/users/UserCabinetsPanel';
import { UserPasswordInput } from '../src/resourceComponents/users/UserPasswordInput';

export default defineResource({
  schema: 'user',
  path: 'system/users',
  routes: { list: 'list', edit: 'edit/:id' },
  menu: { group: 'system', order: 20 },
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
