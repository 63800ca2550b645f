import Papa from 'papaparse';
import { useEffect, useState } from 'react';
import { previewRows } from '../../../domain/prospects/upload-rules';

export type CsvPreview = { headers: string[]; rows: string[][] } | { error: string } | null;

/** The header and first rows of a chosen file, parsed in the browser (papaparse) before anything is sent. */
export function useCsvPreview(file: File | null): CsvPreview {
  const [preview, setPreview] = useState<CsvPreview>(null);
  useEffect(() => {
    setPreview(null);
    if (!file) return;
    let live = true;
    Papa.parse<string[]>(file, {
      preview: previewRows + 1,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        if (!live) return;
        const [headers = [], ...rows] = result.data.map((r) => r.map((c) => String(c ?? '').trim()));
        if (!headers.some(Boolean)) setPreview({ error: 'The file is empty.' });
        else if (!rows.length) setPreview({ error: 'The file has a header line and no rows under it.' });
        else setPreview({ headers, rows });
      },
      error: (e) => live && setPreview({ error: `The file could not be read: ${e.message}` }),
    });
    return () => {
      live = false;
    };
  }, [file]);
  return preview;
}
