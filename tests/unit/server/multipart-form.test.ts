import { describe, expect, it } from 'vitest';
import { firstBytes, readMultipart } from '../../../src/server/http/multipart-form';

// src/server/http/multipart-form.ts: an upload's form read from the request's
// bytes, its file kept as views of them (issue 21's memory budget).

const boundary = 'upload-boundary-7f3a';
const contentType = `multipart/form-data; boundary=${boundary}`;
const limits = { fileBytes: 1024 * 1024, fieldBytes: 64 * 1024, fields: 10, files: 1 };

function body(parts: { name: string; value: string; filename?: string; type?: string }[]): Uint8Array {
  const text = parts
    .map((p) => {
      const disposition = `Content-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
      const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
      return `--${boundary}\r\n${disposition}${type}\r\n\r\n${p.value}\r\n`;
    })
    .join('');
  return new Uint8Array(Buffer.from(`${text}--${boundary}--\r\n`, 'utf8'));
}

describe('readMultipart', () => {
  it('reads the fields and the file, the file as views of the body rather than copies', async () => {
    const csv = `Email,Name\r\n${Array.from({ length: 2000 }, (_, i) => `p${i}@acme.test,Person ${i}`).join('\r\n')}\r\n`;
    const bytes = body([
      { name: 'client', value: '12' },
      { name: 'file', value: csv, filename: 'Prospects résumé.csv', type: 'text/csv' },
      { name: 'mapping', value: '{"email":"Email"}' },
    ]);
    const form = await readMultipart(bytes, contentType, limits);
    expect(form.fields.get('client')).toBe('12');
    expect(form.fields.get('mapping')).toBe('{"email":"Email"}');
    const file = form.files.get('file')!;
    expect(file.name).toBe('Prospects résumé.csv'); // UTF-8 as browsers send it
    expect(file.type).toBe('text/csv');
    expect(file.truncated).toBe(false);
    expect(file.size).toBe(Buffer.byteLength(csv));
    expect(Buffer.concat(file.chunks).toString('utf8')).toBe(csv);
    for (const chunk of file.chunks) expect(chunk.buffer).toBe(bytes.buffer);
    expect(Buffer.from(firstBytes(file, 11)).toString()).toBe('Email,Name\r');
    expect(firstBytes(file, 10 * 1024 * 1024).length).toBe(file.size);
  });

  it('marks a file over the limit as truncated, so it is refused rather than stored in part', async () => {
    const form = await readMultipart(body([{ name: 'file', value: 'x'.repeat(2000), filename: 'big.csv', type: 'text/csv' }]), contentType, {
      ...limits,
      fileBytes: 1001,
    });
    expect(form.files.get('file')!.truncated).toBe(true);
  });

  it('rejects a body that is not a whole form, and a content type without a boundary', async () => {
    const whole = body([{ name: 'file', value: 'Email\r\na@b.co', filename: 'a.csv' }]);
    await expect(readMultipart(whole.subarray(0, whole.length - 30), contentType, limits)).rejects.toThrow('Unexpected end of form');
    await expect(readMultipart(whole, 'multipart/form-data', limits)).rejects.toThrow('Boundary not found');
  });
});
