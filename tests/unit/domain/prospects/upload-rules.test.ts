// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCsvFile, looksLikeText, maxUploadBytes, uploadListRefreshMs, uploadProgress } from '../../../../src/domain/prospects/upload-rules';

describe('upload rules', () => {
  it('takes CSV files by name and media type, Excel’s label for .csv included', () => {
    expect(isCsvFile('leads.csv', 'text/csv')).toBe(true);
    expect(isCsvFile('LEADS.CSV', 'application/vnd.ms-excel')).toBe(true);
    expect(isCsvFile('leads.txt', 'text/plain')).toBe(true);
    expect(isCsvFile('leads.csv', '')).toBe(true);
    expect(isCsvFile('leads.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false);
    expect(isCsvFile('leads.csv', 'image/png')).toBe(false);
  });

  it('tells text from a binary file', () => {
    expect(looksLikeText(new TextEncoder().encode('Email,Name\r\n'))).toBe(true);
    expect(looksLikeText(new Uint8Array([0x50, 0x4b, 3, 4]))).toBe(false);
    expect(looksLikeText(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
    expect(looksLikeText(new Uint8Array([0x41, 0, 0x42]))).toBe(false);
  });

  it('reports progress as the share of the file read; done is whole', () => {
    expect(uploadProgress('processing', 250, 1000)).toBe(0.25);
    expect(uploadProgress('queued', 0, 1000)).toBe(0);
    expect(uploadProgress('done', 10, 1000)).toBe(1);
    expect(uploadProgress('processing', 5, 0)).toBe(0);
  });

  it('has the limits of the issue and spec 9', () => {
    expect(maxUploadBytes).toBe(50 * 1024 * 1024);
    expect(uploadListRefreshMs).toBe(15_000);
  });
});
