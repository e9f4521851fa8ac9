import type { Cabinet } from '../cabinets';
import { hashPassword } from '../passwords';
import type { SeedModule } from './index';
import { PEOPLE } from './names';

/** The demo logins printed at start-up (docs/contract.md): login = password. */
export const DEMO_LOGINS = [
  { login: 'admin', password: 'admin', note: 'кабинеты всех типов, все права' },
  { login: 'agency', password: 'agency', note: 'кабинет агентства' },
  { login: 'viewer', password: 'viewer', note: 'кабинет аккаунта без прав' },
];

const OTHERS_PASSWORD = 'kabinet2025';
const ROLES = ['admin', 'traffic', 'groupHead', 'frontOffice', 'ordDepartment', 'guest'];

export const usersSeed: SeedModule = {
  resource: 'user',
  run({ ctx, rng, cabinets, create, tick }) {
    const { admin, agencies, accounts, ord, frontOffice } = cabinets;
    const add = (data: Record<string, unknown>, password: string, owner: Cabinet, bound: Cabinet[]) => {
      tick();
      const id = create('user', data, owner, { id: rng.objectId() });
      // Demo passwords are shorter than the schema allows a user to choose, so they are set
      // here rather than through validation.
      ctx.db.prepare('UPDATE credentials SET password_hash = ? WHERE user_id = ?').run(hashPassword(password), id);
      for (const c of bound) ctx.cabinets.bind(id, c.id);
      return id;
    };
    const phone = () => `+7 9${rng.int(10, 99)} ${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(10, 99)}`;

    add({ login: 'admin', name: 'Администратор', email: 'admin@kabinet.local', role: 'admin', phone: phone() }, 'admin', admin,
      [admin, agencies[0], accounts[1], ord, frontOffice]);
    add({ login: 'agency', name: 'Менеджер агентства', email: 'agency@kabinet.local', role: 'traffic', phone: phone() }, 'agency',
      admin, [agencies[0]]);
    add({ login: 'viewer', name: 'Наблюдатель', email: 'viewer@kabinet.local', role: 'guest' }, 'viewer', admin, [accounts[0]]);

    const places = [admin, ...agencies, ord, frontOffice];
    PEOPLE.forEach((person, i) => {
      const place = places[i % places.length];
      const data: Record<string, unknown> = {
        ...person,
        email: `${person.login}@kabinet.local`,
        role: place.type === 'admin' ? rng.pick(ROLES.slice(0, 3)) : rng.pick(ROLES),
      };
      if (rng.chance(0.7)) data.phone = phone();
      if (rng.chance(0.4)) data.telegramId = `@${person.login.replace(/\./g, '_')}`;
      add(data, OTHERS_PASSWORD, place, [place]);
    });
  },
};
