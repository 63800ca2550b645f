import { pathOf, type AnswerOf, type AnyEndpoint } from '../../domain/api/endpoint';
import { readCookie } from './cookie';
import { TransportError, transportMessages } from './transport-error';

export type MultipartOptions = {
  /** Sent as Idempotency-Key; the same key and fields make the same bytes, so a retry is applied once. */
  idempotencyKey: string;
  params?: Record<string, unknown>;
  /** Bytes sent so far, of the whole body. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * The multipart body, with a boundary taken from the key: a retry with the
 * same key sends the same bytes (the server compares them). The file part
 * is the File itself, not a copy.
 */
export function multipartBody(fields: Record<string, string | File>, key: string): { body: Blob; contentType: string } {
  const boundary = `----sdr-ops-${key.replace(/[^\w-]/g, '')}`;
  const parts: BlobPart[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    } else {
      const fileName = value.name.replace(/["\r\n]/g, '_');
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
        value,
        '\r\n',
      );
    }
  }
  parts.push(`--${boundary}--\r\n`);
  return { body: new Blob(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends a described multipart call (a file upload) online, reporting the
 * bytes sent as it goes (XMLHttpRequest: fetch has no upload progress). The
 * XSRF header and an Idempotency-Key go with it; failures are the
 * transport's errors (spec 8).
 */
export function sendMultipart<E extends AnyEndpoint>(e: E, fields: Record<string, string | File>, options: MultipartOptions): Promise<AnswerOf<E>> {
  const { body, contentType } = multipartBody(fields, options.idempotencyKey);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(e.method, pathOf(e, options.params));
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    const token = readCookie('XSRF-TOKEN');
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size);
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort);
    xhr.onloadend = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onerror = () => reject(new TransportError('network', transportMessages.network));
    xhr.onabort = () => reject(new TransportError('aborted', transportMessages.aborted));
    xhr.onload = () => {
      let data: unknown = xhr.responseText || null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status >= 200 && xhr.status <= 299) resolve(data as AnswerOf<E>);
      else reject(new TransportError('http', transportMessages.status(xhr.status), xhr.status, data));
    };
    xhr.send(body);
  });
}
