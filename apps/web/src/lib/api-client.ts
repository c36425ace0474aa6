import { messages } from "@shop/contract/messages";
import { getAccessToken } from "./access-token.ts";

/** Thrown for any answer that is not 2xx; `message` is the server's own explanation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The identity provider's error code, such as INVALID_EMAIL_OR_PASSWORD. */
    readonly code?: string,
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** A protected call: sends the access token, and a 401 or 403 signs the user out. */
  auth?: boolean;
  signal?: AbortSignal;
};

let onUnauthorized: () => unknown = () => {};
/** What a 401 or 403 on a protected call does (sign out and go home); set once by the app. */
export function setUnauthorizedHandler(handler: () => unknown) {
  onUnauthorized = handler;
}

/** The one way the web app talks to the API (same origin, under /api). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["content-type"] = "application/json";
  const token = options.auth ? getAccessToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  // Start the request in a task of its own: the app subscribes several queries in one pass of
  // effects when it starts, and starting every fetch inside that pass made one long task of it.
  await new Promise((started) => setTimeout(started));
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, messages.loadFailed);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (options.auth && (response.status === 401 || response.status === 403)) onUnauthorized();
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    throw new ApiError(
      response.status,
      typeof message === "string" && message ? message : messages.loadFailed,
      typeof code === "string" ? code : undefined,
    );
  }
  return body as T;
}

export const apiGet = <T>(path: string, init?: { signal?: AbortSignal }) => apiRequest<T>(path, init);
