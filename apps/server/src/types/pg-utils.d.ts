/** node-postgres's own mapping of a JavaScript value to a parameter's text, used by db/one-transaction.ts. */
declare module "pg/lib/utils.js" {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
