/**
 * The origin-form (`/parts?q=x`) of a request target. HTTP/1.1 servers must take the
 * absolute-form too (`GET http://host/parts`, RFC 9112, 3.2.2), which proxies send; the routes,
 * hooks and caches here only know paths. The path is kept as sent, %-escapes and all, as it
 * would be in the origin-form.
 */
export function originForm(target: string): string {
  if (target.startsWith("/") || !/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target;
  const authorityEnd = target.slice(target.indexOf("://") + 3).search(/[/?]/);
  if (authorityEnd === -1) return "/";
  const rest = target.slice(target.indexOf("://") + 3 + authorityEnd);
  return rest.startsWith("?") ? `/${rest}` : rest;
}
