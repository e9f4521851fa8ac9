import { openDatabase } from '../db';

/**
 * Lets a stopped API's database forget the demo records of these resources, so that its next
 * start seeds them again from their fixtures as they read now (the seeder never seeds a resource
 * twice: seedDatabase). `npm run dev` does this when a fixture is edited (scripts/vite/devLoop.ts).
 * The resource's records go, the console's own included; the others, cabinets, users and
 * sessions stay. Fixture ids are fixed or drawn from the resource's own stream, so references
 * from other records still find the seeded-again ones.
 */
export function forgetFixtures(dataDir: string, resources: string[]): void {
  const db = openDatabase(dataDir);
  try {
    db.transaction(() => {
      for (const resource of resources) {
        db.prepare('DELETE FROM records WHERE resource = ?').run(resource);
        db.prepare('DELETE FROM seeded WHERE module = ?').run(resource);
      }
    })();
  } finally {
    db.close();
  }
}
