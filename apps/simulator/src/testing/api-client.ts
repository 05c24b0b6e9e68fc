import { basicAuthHeader, type Credentials } from '../http/basic-auth';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small JSON client for the simulator's HTTP API, as a server-side driver would use it. */
export function apiClient(baseUrl: string, credentials: Credentials | null = { username: 'admin', password: 'admin' }) {
  async function request<T>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (credentials) headers.authorization = basicAuthHeader(credentials);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
  }
  return {
    get: <T = Json>(path: string) => request<T>('GET', path),
    post: <T = Json>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T = Json>(path: string, body: unknown) => request<T>('PUT', path, body),
    delete: <T = Json>(path: string) => request<T>('DELETE', path),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
