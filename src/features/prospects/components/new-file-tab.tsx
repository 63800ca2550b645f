import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage, isTransportError } from '../../../data/http/transport-error';
import { useConnection } from '../../../data/react/use-connection';
import { guessColumnMapping, mappingProblem, type ColumnMapping } from '../../../domain/prospects/column-mapping';
import { maxUploadBytes, type DuplicatePolicy } from '../../../domain/prospects/upload-rules';
import { UploadIcon } from '../../../ui/icons';
import { uploadProspectFile } from '../commands/upload-prospect-file';
import { useCsvPreview } from '../hooks/use-csv-preview';
import { useClientOptions } from '../hooks/use-pick-lists';
import { ColumnMappingEditor } from './column-mapping-editor';

type Props = { mayUpload: boolean | undefined; onUploaded: () => void };

const accept = [MIME_TYPES.csv, 'application/vnd.ms-excel', 'text/plain', 'application/csv'];

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return 'The file is larger than 50 MB.';
  if (code === 'file-invalid-type') return 'That is not a CSV file. Save the sheet as CSV (comma-separated) and choose that.';
  return rejections[0]?.errors[0]?.message ?? 'That file cannot be used.';
}

/** New File: drop a CSV, check its first rows and columns, choose the client, send it with a progress bar. */
export function NewFileTab({ mayUpload, onUploaded }: Props) {
  const online = useConnection();
  const clients = useClientOptions();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [clientId, setClientId] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicatePolicy>('update');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per file and choice: a retry after a lost answer is applied once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const preview = useCsvPreview(file);
  const headers = preview && 'headers' in preview ? preview.headers : null;

  // A new preview (a new file read) starts from the mapping guessed from its headers.
  useEffect(() => {
    if (preview && 'headers' in preview) setMapping(guessColumnMapping(preview.headers));
  }, [preview]);
  useEffect(() => setKey(crypto.randomUUID()), [file, clientId, duplicates, mapping]);

  if (mayUpload === false) {
    return (
      <Alert color="gray" variant="light" title="Uploading is for super-admins and SDR team leads" data-testid="may-not-upload">
        You can follow every upload under Past Files.
      </Alert>
    );
  }

  const problem = headers ? mappingProblem(mapping, headers) : null;
  const ready = !!file && !!headers && !problem && !!clientId && online && progress === null;

  const send = async () => {
    if (!file || !clientId) return;
    setFailure(null);
    setProgress(0);
    try {
      const upload = await uploadProspectFile({ file, clientId: Number(clientId), mapping, duplicates, idempotencyKey: key }, setProgress);
      notifications.show({ color: 'green', message: `${upload.fileName} was sent; it is being processed.` });
      setFile(null);
      setClientId(null);
      onUploaded();
    } catch (e) {
      const offline = isTransportError(e) && e.kind === 'network';
      setFailure(offline ? 'The connection was lost before the file was sent. Try again when you are back online.' : errorMessage(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="md">
      {!online && (
        <Alert color="orange" variant="light" title="You are offline" data-testid="upload-offline">
          Uploading needs a connection. You can choose a file and check its columns now, and send it once you are back online.
        </Alert>
      )}
      <Dropzone
        onDrop={(files) => {
          setRefused(null);
          setFile(files[0] ?? null);
        }}
        onReject={(rejections) => setRefused(rejectionMessage(rejections))}
        maxSize={maxUploadBytes}
        accept={accept}
        multiple={false}
        disabled={progress !== null}
        aria-label="Choose a CSV file"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
          <UploadIcon size={36} />
          <div>
            <Text size="lg">Drop a CSV file here, or click to choose one</Text>
            <Text size="sm" c="dimmed">
              The first line holds the column names; at most 50 MB.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {refused && (
        <Alert color="red" variant="light" role="alert">
          {refused}
        </Alert>
      )}
      {file && preview && 'error' in preview && (
        <Alert color="red" variant="light" role="alert">
          {preview.error}
        </Alert>
      )}
      {file && headers && preview && 'rows' in preview && (
        <>
          <Text size="sm">
            <b>{file.name}</b> ({(file.size / 1024).toFixed(1)} KB): its first rows, and the field each column feeds.
          </Text>
          <ColumnMappingEditor headers={headers} rows={preview.rows} mapping={mapping} onChange={setMapping} />
          {problem && (
            <Alert color="orange" variant="light" data-testid="mapping-problem">
              {problem}
            </Alert>
          )}
          <Group align="end" gap="md">
            <Select
              label="Client"
              placeholder="Choose the client"
              data={clients}
              value={clientId}
              onChange={setClientId}
              searchable
              required
              w={320}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="duplicates-label">
                Emails already known
              </Text>
              <SegmentedControl
                aria-labelledby="duplicates-label"
                value={duplicates}
                onChange={(v) => setDuplicates(v as DuplicatePolicy)}
                data={[
                  { value: 'update', label: 'Update the prospect' },
                  { value: 'skip', label: 'Skip the row' },
                ]}
              />
            </div>
            <Button onClick={() => void send()} disabled={!ready} leftSection={<UploadIcon size={16} />}>
              {online ? 'Upload' : 'Upload needs a connection'}
            </Button>
          </Group>
        </>
      )}
      {progress !== null && (
        <Stack gap={4}>
          <Text size="sm">Sending… {Math.round(progress * 100)}%</Text>
          <Progress value={progress * 100} aria-label="Upload progress" animated />
        </Stack>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" title="The file was not sent">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
