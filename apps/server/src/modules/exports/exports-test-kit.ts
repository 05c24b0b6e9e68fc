import { expect, vi } from 'vitest';
import type { TestClient } from '../../../test/client';

// Helpers of the export tests: ask for an export, wait for it to end, fetch its file.

export const JOB_FIELDS =
  'id kind format state rows_total rows_done progress file_name file_size error download_url created_at expires_at';
const CREATE = `mutation($i: ExportInput!) { createExport(input: $i) { ${JOB_FIELDS} } }`;
const LIST = `{ exports { ${JOB_FIELDS} } }`;

export interface JobView {
  id: number;
  kind: string;
  format: string;
  state: string;
  rows_total: number | null;
  rows_done: number;
  progress: number;
  file_name: string | null;
  file_size: number | null;
  error: string | null;
  download_url: string | null;
}

export const two = (n: number) => String(n).padStart(2, '0');

export async function createExport(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ createExport: JobView }>(CREATE, { i: input });
}

export async function listExports(client: TestClient): Promise<JobView[]> {
  const reply = await client.gql<{ exports: JobView[] }>(LIST);
  if (reply.errors.length) throw new Error(JSON.stringify(reply.errors));
  return reply.data?.exports ?? [];
}

/** The job once it has ended (Complete, Failed or Canceled), as the caller's list shows it. */
export async function waitForEnd(client: TestClient, id: number, timeout = 60_000): Promise<JobView> {
  let job: JobView | undefined;
  await vi.waitFor(
    async () => {
      job = (await listExports(client)).find((j) => j.id === id);
      expect(job?.state).toMatch(/^(Complete|Failed|Canceled)$/);
    },
    { timeout, interval: 50 },
  );
  return job as JobView;
}

/** Asks for an export and waits for it to be Complete. */
export async function exportDone(
  client: TestClient,
  input: Record<string, unknown>,
  timeout?: number,
): Promise<JobView> {
  const created = await createExport(client, input);
  if (created.errors.length || !created.data) throw new Error(JSON.stringify(created.errors));
  const job = await waitForEnd(client, created.data.createExport.id, timeout);
  expect(job).toMatchObject({ state: 'Complete', error: null });
  return job;
}

/** GET of the file with the client's session cookie (a browser's link sends no X-System). */
export async function download(client: TestClient, id: number) {
  const res = await fetch(`${client.url}/backend/exports/${id}/file`, {
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
