import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageCalls } from '../../../src/providers/calls/storage';
import { ApiError, request } from '../../../src/providers/httpClient';

// A form's upload goes as multipart with the session's headers, names its field in the query and
// reports its progress; a refusal reaches the field as the server's ApiError.

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in XMLHttpRequest answering `status` with `answer`, after reporting half the bytes sent. */
function fakeXhr(status: number, answer: unknown) {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    status = 0;
    statusText = '';
    responseText = '';
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = status;
      this.responseText = JSON.stringify(answer);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const file = new File(['10.0.0.1\n'], 'ips.txt', { type: 'text/plain' });

describe('uploadFile', () => {
  it('sends the file as multipart with the token and cabinet, names the field and reports progress', async () => {
    localStorage.setItem('kabinet.token', 'secret');
    sessionStorage.setItem('kabinet.cabinetId', 'cab1');
    const stored = { id: 'f1', url: '/storage/files/f1.txt', name: 'ips.txt', size: 9, mimeType: 'text/plain' };
    const sent = fakeXhr(201, stored);
    const progress: number[] = [];
    const answer = await storageCalls(request).uploadFile(file, {
      field: { schema: 'bigList', path: 'file' },
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual(stored);
    expect(progress).toEqual([0.5]);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe('/storage/uploadfile?schema=bigList&field=file');
    expect(sent[0].headers).toMatchObject({ Authorization: 'Bearer secret', Cabinet: 'cab1' });
    expect((sent[0].body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("turns a refusal into the server's ApiError with its field message", async () => {
    fakeXhr(400, {
      message: 'Обязательные поля не заполнены или заполнены неверно',
      errors: { '/file': 'Не допустимый формат файла' },
    });
    const failed = await storageCalls(request)
      .uploadFile(file)
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 400, body: { errors: { '/file': 'Не допустимый формат файла' } } });
  });
});
