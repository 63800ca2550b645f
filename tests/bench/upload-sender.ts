// The bench's upload client, in its own process (prospects-bench.ts forks it):
// the 10 MB CSV, its FormData and the request's encoding are the client's
// memory, not the server's, so the server's growth is measured alone.
import { fork } from 'node:child_process';

export type UploadOrder = { url: string; cookie: string; xsrf: string; clientId: number; known: string[]; run: string; rows: number };

function csvOf({ known, run, rows }: UploadOrder): string {
  // A fifth known already (updated), the rest new (named for this run, so a kept database can be measured again).
  const lines = ['Email,First Name,Last Name,Company,Title,Phone'];
  for (let i = 0; i < rows; i++) {
    const email = i % 5 === 0 ? known[i / 5] : `bench.upload${i}.${run}@bench-upload-${i % 500}.test`;
    lines.push(`${email},Bench${i},Upload${i % 97},Bench Upload ${run} Co ${i % 500},Analyst,+1 555 010 ${String(i % 10_000).padStart(4, '0')}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function send(order: UploadOrder): Promise<number> {
  const form = new FormData();
  form.set('file', new File([csvOf(order)], `bench-${order.rows}.csv`, { type: 'text/csv' }));
  form.set('client', String(order.clientId));
  form.set('mapping', JSON.stringify({ email: 'Email', firstName: 'First Name', lastName: 'Last Name', company: 'Company', title: 'Title', phoneWork: 'Phone' }));
  const res = await fetch(`${order.url}/api/prospect/uploads`, { method: 'POST', headers: { cookie: order.cookie, 'X-XSRF-TOKEN': order.xsrf }, body: form });
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Sends the upload from a child process; resolves with the upload's id once the server took it. */
export function sendUploadFromChild(order: UploadOrder): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, UPLOAD_SENDER: '1' } });
    child.once('message', (answer: { id?: number; error?: string }) => {
      child.kill();
      if (answer.id !== undefined) resolve(answer.id);
      else reject(new Error(answer.error ?? 'the upload sender gave no answer'));
    });
    child.once('error', reject);
    child.once('exit', (code) => code && reject(new Error(`the upload sender exited with ${code}`)));
    child.send(order);
  });
}

if (process.env.UPLOAD_SENDER === '1' && process.send) {
  process.once('message', (order: UploadOrder) => {
    send(order).then(
      (id) => process.send!({ id }),
      (error: unknown) => process.send!({ error: String(error) }),
    );
  });
}
