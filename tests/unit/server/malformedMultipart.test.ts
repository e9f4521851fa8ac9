// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

/**
 * A broken multipart body (cut short, its boundary missing or wrong, garbage) is the sender's
 * mistake: a 400 with a Russian message on every multipart route, never the server's 500.
 */
const { server, admin } = await seededApi();

const ROUTES = ['/biglist', '/brandlifts', '/brandlift', '/retargeting/users-upload', '/storage/uploadfile'];
const boundary = '----kabinet-broken';
const whole = [
  `--${boundary}\r\nContent-Disposition: form-data; name="listType"\r\n\r\ndomain\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nexample.com\r\n`,
  `--${boundary}--\r\n`,
].join('');
const BROKEN: { what: string; type: string; body: string }[] = [
  { what: 'cut short', type: `multipart/form-data; boundary=${boundary}`, body: whole.slice(0, 120) },
  {
    what: 'cut inside a header',
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Dispo`,
  },
  { what: 'without a boundary', type: 'multipart/form-data', body: whole },
  { what: 'with a wrong boundary', type: 'multipart/form-data; boundary=other', body: whole },
  { what: 'garbage', type: `multipart/form-data; boundary=${boundary}`, body: '\u0000\u00ff garbage \r\n\r\n--' },
  {
    what: 'a malformed part header',
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nno colon here\r\n\r\nx\r\n--${boundary}--\r\n`,
  },
];

describe('a malformed multipart body', () => {
  for (const url of ROUTES)
    it(`is a 400 in Russian at ${url}`, async () => {
      const answers = [];
      for (const broken of BROKEN) {
        const res = await server.app.inject({
          method: 'POST',
          url: url === '/storage/uploadfile' ? `${url}?schema=companion&field=fileInfo` : url,
          headers: { ...admin.headers, 'content-type': broken.type },
          payload: broken.body,
        });
        answers.push({ what: broken.what, status: res.statusCode, russian: /[а-яё]/i.test(res.json().message) });
      }
      expect(answers).toEqual(BROKEN.map((b) => ({ what: b.what, status: 400, russian: true })));
    });
});
