import { describe, expect, it } from 'vitest';
import { fillCall } from '../../../src/engine/actions/declared/templates';
import { catalog } from '../../../src/engine/load';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { signedInToCabinet, stubFetch } from './fetchStub';

/**
 * A declared call marked multipart (a big list's «Загрузить файл», a retargeting segment's
 * «Загрузить пользователей») sends its body as a multipart form: the picked file as a file part,
 * the other values as text parts. The contract check after each test holds it to the document.
 */
const provider = createDataProvider(catalog);
const A = 'a'.repeat(24);

describe('a multipart declared call', () => {
  signedInToCabinet();

  it('sends the picked file as a file part and the other values as text parts', async () => {
    const calls = stubFetch({ body: { id: A, added: 2, usersCount: 2 } });
    const file = new File(['id-1\nid-2\n'], 'devices.txt', { type: 'text/plain' });
    const call = fillCall(
      {
        method: 'POST',
        path: '/retargeting/users-upload',
        multipart: true,
        body: { segmentId: '{id}', file: '{values.file}' },
      },
      { id: A, values: { file } },
    );
    expect(await provider.declaredCall(call)).toEqual({ id: A, added: 2, usersCount: 2 });
    const body = calls[0].init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('segmentId')).toBe(A);
    expect((form.get('file') as File).name).toBe('devices.txt');
    expect((form.get('file') as File).size).toBe(file.size);
  });

  it('without the mark, the same body goes as JSON', async () => {
    const calls = stubFetch({ body: {} });
    await provider.declaredCall(
      fillCall({ method: 'PUT', path: '/ban/{kind}', body: { id: '{id}' } }, { id: A, kind: 'bundle' }),
    );
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ id: A });
  });
});
