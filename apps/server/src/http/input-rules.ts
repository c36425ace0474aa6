import {
  ANY_TEXT_MAX,
  BODY_DEPTH_MAX,
  controlCharacterIn,
  messages,
  type TextFault,
  textFault,
  tooDeep,
  tooLongIn,
  unpairedSurrogateIn,
} from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { httpError } from "./errors.ts";

/*
 * Text that no field may hold is refused before any route sees it (decision 0011): a control
 * character (NUL makes PostgreSQL fail the whole statement), half a surrogate pair (no encoding
 * can store it), a %-escape that is not UTF-8, a string longer than any field keeps. The hooks
 * sit on the root, so every route has them: ours, the identity provider's under /api/auth, the
 * web app's pages and the pictures. Field by field limits stay in the contract's schemas.
 */
export function registerInputRules(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => done(urlFault(request.raw.url ?? "/")));
  app.addHook("preValidation", (request, _reply, done) => done(bodyFault(request.body)));
}

function refusal(where: string, fault: TextFault) {
  return httpError(400, fault === "control" ? controlCharacterIn(where) : unpairedSurrogateIn(where));
}

/** `undefined` when the %-escapes do not stand for UTF-8 text. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The path and every query name and value, decoded: one line each, no control characters. */
function urlFault(url: string) {
  const mark = url.indexOf("?");
  const path = decoded(mark === -1 ? url : url.slice(0, mark));
  if (path === undefined) return httpError(400, messages.badPercentEncoding);
  const pathFault = textFault(path, false);
  if (pathFault) return refusal("The path", pathFault);
  if (mark === -1) return undefined;
  for (const pair of url.slice(mark + 1).split("&")) {
    const equals = pair.indexOf("=");
    const name = decoded((equals === -1 ? pair : pair.slice(0, equals)).replaceAll("+", " "));
    const value = decoded((equals === -1 ? "" : pair.slice(equals + 1)).replaceAll("+", " "));
    if (name === undefined || value === undefined) return httpError(400, messages.badPercentEncoding);
    const nameFault = textFault(name, false);
    if (nameFault) return refusal("A query parameter's name", nameFault);
    const where = `The query parameter '${name.slice(0, 40)}'`;
    const valueFault = textFault(value, false);
    if (valueFault) return refusal(where, valueFault);
    if (value.length > ANY_TEXT_MAX) return httpError(400, tooLongIn(where, ANY_TEXT_MAX));
  }
  return undefined;
}

type Visit = { value: unknown; key: string; depth: number; parent?: Visit };

/** Where a value sits in the body, e.g. `card.number`; only built for a refusal. */
function placeOf(visit: Visit) {
  const keys: string[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.unshift(v.key);
  const place = keys.join(".").slice(-80);
  return place ? `The body field '${place}'` : "The body";
}

/**
 * Every string of a parsed body, names of fields included, walked without recursion so that a
 * deeply nested body cannot exhaust the stack. Tab and line breaks are allowed here; fields that
 * hold one line say so in their schema. No field nests deep, and what comes after this hook
 * (the schemas, the identity provider's own parser and serializer) recurses, so deeper bodies
 * stop here.
 */
function bodyFault(body: unknown) {
  const stack: Visit[] = [{ value: body, key: "", depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value, depth } = visit;
    if (depth > BODY_DEPTH_MAX) return httpError(400, tooDeep(BODY_DEPTH_MAX));
    if (typeof value === "string") {
      const fault = textFault(value, true);
      if (fault) return refusal(placeOf(visit), fault);
      if (value.length > ANY_TEXT_MAX) return httpError(400, tooLongIn(placeOf(visit), ANY_TEXT_MAX));
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        stack.push({ value: value[index], key: String(index), depth: depth + 1, parent: visit });
      }
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const fault = textFault(key, false);
        if (fault) return refusal(`A field name in ${placeOf(visit).replace(/^The/, "the")}`, fault);
        if (key.length > ANY_TEXT_MAX) return httpError(400, tooLongIn("A field name", ANY_TEXT_MAX));
        stack.push({ value: item, key, depth: depth + 1, parent: visit });
      }
    }
  }
  return undefined;
}
