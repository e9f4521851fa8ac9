// @vitest-environment node
// Uploads: only cabinets that hold a permission of a resource keeping stored files (x-file)
// may upload, and each cabinet has a quota, answered 413 with a Russian message at the file.
import { describe, expect, it } from 'vitest';
import { uploadRules } from '../../../server/fileStorage';
import { seededApi, session } from './helpers';

const MB = 1024 * 1024;
const { server, admin, agency, viewer } = await seededApi({ limits: { uploadQuotaBytes: 2 * MB } });

const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]);

function upload(bytes: Buffer, headers: Record<string, string>) {
  const boundary = '----kabinet-limits-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/storage/uploadfile',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const filesOf = (cabinetId: string) =>
  server.app.kabinet.db
    .prepare('SELECT count(*) FROM storage_files WHERE cabinet_id = ?')
    .pluck()
    .get(cabinetId) as number;

describe('who may upload', () => {
  it('the resources that keep stored files decide: companions, brand-lift slides (a big list sends its file with its create)', () => {
    expect(
      uploadRules(server.app.kabinet)
        .map((d) => d.permissions)
        .sort(),
    ).toEqual([['companions'], ['manageCampaignSegments']]);
  });

  it('a cabinet without any of their permissions is refused, and nothing is stored', async () => {
    const res = await upload(png(100), viewer.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Недостаточно прав для выполнения действия' });
    expect(filesOf(viewer.cabinet.id)).toBe(0);
    // The ORD cabinet manages agencies and accounts: no files there either.
    const ord = await session(server.app, 'admin', 'ord');
    expect((await upload(png(100), ord.headers)).statusCode).toBe(403);
  });

  it('the agency (campaign segments) and the admin may', async () => {
    expect((await upload(png(100), agency.headers)).statusCode).toBe(201);
    expect((await upload(png(100), admin.headers)).statusCode).toBe(201);
  });
});

describe('per-cabinet quota', () => {
  it("answers 413 with a Russian message once a cabinet's files would pass it; other cabinets go on", async () => {
    expect((await upload(png(900 * 1024), agency.headers)).statusCode).toBe(201);
    expect((await upload(png(900 * 1024), agency.headers)).statusCode).toBe(201);
    const before = filesOf(agency.cabinet.id);
    const over = await upload(png(900 * 1024), agency.headers);
    expect(over.statusCode).toBe(413);
    const message = 'Хранилище кабинета заполнено: файлам одного кабинета отведено 2 МБ. Файл не сохранён';
    expect(over.json()).toEqual({ message, errors: { '/file': message } });
    expect(filesOf(agency.cabinet.id)).toBe(before);
    // What still fits is taken.
    expect((await upload(png(100 * 1024), agency.headers)).statusCode).toBe(201);
    // The quota is the cabinet's: the admin cabinet is not held up by the agency's files.
    expect((await upload(png(100 * 1024), admin.headers)).statusCode).toBe(201);
  });
});
