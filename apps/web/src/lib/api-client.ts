import type { Answer, AnswerName } from "@shop/contract/answers";
import { messages, REQUEST_ID_HEADER, withRequestId } from "@shop/contract/messages";
import { TOTAL_COUNT_HEADER } from "@shop/contract/paging-rules";
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

/** A 2xx answer that does not have the shape the contract gives it: a bug, never the user's fault. */
export class AnswerMismatchError extends Error {
  constructor(call: string, answer: AnswerName, issues: string) {
    super(`The answer of ${call} does not match the contract's '${answer}' schema: ${issues}`);
  }
}

type RequestOptions<N extends AnswerName> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** The contract's name of the answer; the answer is checked against its schema. */
  answer: N;
  /** A protected call: sends the access token, and a 401 or 403 signs the user out. */
  auth?: boolean;
  signal?: AbortSignal;
};

type Send = (url: string, init: RequestInit) => Promise<Response>;
let send: Send = (url, init) => fetch(url, init);
/**
 * Where requests go instead of the network: the server renders pages with the API answering
 * in its own process (src/load-context.ts). The same for every request, so setting it is safe.
 */
export function sendApiRequestsThrough(sender: Send) {
  send = sender;
}

let onUnauthorized: () => unknown = () => {};
/** What a 401 or 403 on a protected call does (sign out and go home); set once by the app. */
export function setUnauthorizedHandler(handler: () => unknown) {
  onUnauthorized = handler;
}

/**
 * Answers are checked against the contract in development and in tests. A production build
 * trusts them: the server has checked each one against the same schema before sending it, and
 * the schemas bring zod (some 40 kB gzipped) onto pages that have no form, the home page among
 * them (docs/decisions/0015).
 */
const checkAnswers = import.meta.env.DEV;
let answerSchemas: Promise<typeof import("@shop/contract/answers").answers> | undefined;
const loadAnswerSchemas = () => {
  answerSchemas ??= import("@shop/contract/answers").then((m) => m.answers);
  return answerSchemas;
};

/** The one way the web app talks to the API (same origin, under /api). */
export async function apiRequest<N extends AnswerName>(path: string, options: RequestOptions<N>): Promise<Answer<N>> {
  return (await sendApiRequest(path, options)).answer;
}

/** The answers that are lists, which the API sends one page at a time. */
type ListAnswerName = { [N in AnswerName]: Answer<N> extends unknown[] ? N : never }[AnswerName];

/**
 * One page of a list (docs/decisions/0017): its items, the cursors of the pages after and before
 * it from the `Link` header, and the count of the whole list where the server sends one.
 */
export type ApiPage<T> = { items: T[]; next?: string; prev?: string; total?: number };

/** A page of a list endpoint: the answer is checked like any other, the headers read beside it. */
export async function apiPage<N extends ListAnswerName>(
  path: string,
  options: RequestOptions<N>,
): Promise<ApiPage<Answer<N>[number]>> {
  const { answer, headers } = await sendApiRequest(path, options);
  const page: ApiPage<Answer<N>[number]> = { items: answer as Answer<N>[number][] };
  const links = parseLinks(headers.get("link"));
  const next = cursorOf(links.next);
  const prev = cursorOf(links.prev);
  if (next) page.next = next;
  if (prev) page.prev = prev;
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  if (Number.isSafeInteger(total) && total >= 0) page.total = total;
  return page;
}

/** The targets of a `Link` header (RFC 8288) by relation: `<url>; rel="next", <url>; rel="prev"`. */
export function parseLinks(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  for (const match of (header ?? "").matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = match[2]?.match(/;\s*rel\s*=\s*"?([^";,]+)"?/i)?.[1];
    // A relation may name several, space-separated ("prev first").
    for (const name of rel?.toLowerCase().split(/\s+/).filter(Boolean) ?? []) links[name] ??= match[1] ?? "";
  }
  return links;
}

/** The cursor a link carries: the client keeps only that, and builds its own address from it. */
const cursorOf = (url: string | undefined) =>
  url === undefined ? undefined : (new URL(url, "http://api.invalid").searchParams.get("cursor") ?? undefined);

async function sendApiRequest<N extends AnswerName>(
  path: string,
  options: RequestOptions<N>,
): Promise<{ answer: Answer<N>; headers: Headers }> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["content-type"] = "application/json";
  const token = options.auth ? getAccessToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  // Loaded beside the request, not after it.
  const schemas = checkAnswers ? loadAnswerSchemas() : undefined;
  // Start the request in a task of its own: the app subscribes several queries in one pass of
  // effects when it starts, and starting every fetch inside that pass made one long task of it.
  await new Promise((started) => setTimeout(started));
  let response: Response;
  try {
    response = await send(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, messages.loadFailed);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(response, body, options.auth);
  if (!schemas) return { answer: body as Answer<N>, headers: response.headers };
  const checked = (await schemas)[options.answer].safeParse(body);
  if (!checked.success) {
    const issues = checked.error.issues.map((i) => `${i.path.join(".") || "(answer)"}: ${i.message}`).join("; ");
    const mismatch = new AnswerMismatchError(`${method} /api${path}`, options.answer, issues);
    // For the developer: the user is only told that loading failed (error-message.ts).
    console.error(mismatch);
    throw mismatch;
  }
  // Checked just above; TypeScript cannot narrow the union of every schema's answer to N's.
  return { answer: checked.data as Answer<N>, headers: response.headers };
}

/**
 * The error for a refused call: the server's message; a protected call's 401 or 403 signs out.
 * A failure on the server's side also names the request, for the customer to quote to the shop.
 */
function refusal(response: Response, body: unknown, auth: boolean | undefined): ApiError {
  if (auth && (response.status === 401 || response.status === 403)) onUnauthorized();
  const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
  let text = typeof message === "string" && message ? message : messages.loadFailed;
  const requestId = response.status >= 500 ? response.headers.get(REQUEST_ID_HEADER) : null;
  if (requestId && !text.includes(requestId)) text = withRequestId(text, requestId);
  return new ApiError(response.status, text, typeof code === "string" ? code : undefined);
}

/**
 * A call whose answer the caller reads itself (a file, a stream of lines), with the access token;
 * refused the same way as `apiRequest`.
 */
export async function apiResponse(path: string, init: { method?: "GET" | "POST"; accept?: string } = {}) {
  const token = getAccessToken();
  const headers: Record<string, string> = init.accept ? { accept: init.accept } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await send(`/api${path}`, { method: init.method ?? "GET", headers, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, messages.loadFailed);
  }
  if (!response.ok) throw refusal(response, await response.json().catch(() => undefined), true);
  return response;
}

/** A file the API sends (a CSV export): the file and the name the server gives it. */
export async function apiDownload(path: string): Promise<{ file: Blob; filename: string | undefined }> {
  const response = await apiResponse(path);
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return { file: await response.blob(), filename };
}
