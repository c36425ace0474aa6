import { messages } from "@shop/contract/messages";

/** Thrown for any answer that is not 2xx; `message` is the server's own explanation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The one way the web app talks to the API (same origin, under /api). */
export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { ...init, headers: { accept: "application/json", ...init?.headers } });
  } catch {
    throw new ApiError(0, messages.loadFailed);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const text = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof text === "string" ? text : messages.loadFailed);
  }
  return body as T;
}
