import {
  cartDiscountSchema,
  cartLineParamsSchema,
  cartLineUpdateSchema,
  cartMergeSchema,
  cartQuoteQuerySchema,
  cartQuoteSchema,
  cartSchema,
  checkoutSchema,
  errorSchema,
  idSchema,
  insertedAnswer,
  insertResultSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf, claimsOf, keepPrivate, requireToken, requireUser } from "../../../auth/guards.ts";
import { checkout } from "../checkout/checkout.ts";
import { clearCart, mergeLines, quoteLines, readCart, setLine } from "./cart.ts";
import { applyCartCode, removeCartCode } from "./cart-discount.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const security = [{ bearer: [] }];
const tags = ["cart"];
/** A checkout refused for one line says which (`partId`); other refusals have none. */
const lineRefusal = errorSchema.extend({ partId: idSchema.optional() });

/** The cart and checkout (issue 29). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cart",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary:
          "The account's cart at current prices, with shipping and tax for a method and country; lines whose part left the catalog or whose stock fell are taken out or lowered, with a notice",
        security,
        querystring: cartQuoteQuerySchema,
        response: { 200: cartSchema, ...refusals },
      },
    },
    async (request) => readCart(app.db, callerOf(request).id, request.query),
  );

  app.put(
    "/cart/lines/:partId",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary:
          "Set a line's quantity, between the part's minimum and its stock (the order form's messages); 0 takes it out. Answers the cart",
        security,
        params: cartLineParamsSchema,
        body: cartLineUpdateSchema,
        response: { 200: cartSchema, ...refusals },
      },
    },
    async (request) => {
      return setLine(app.db, callerOf(request).id, request.params.partId, request.body.quantity);
    },
  );

  app.delete(
    "/cart",
    {
      onRequest: requireUser(app),
      schema: { tags, summary: "Empty the cart; answers it", security, response: { 200: cartSchema, ...refusals } },
    },
    async (request) => {
      const { id } = callerOf(request);
      await clearCart(app.db, id);
      return readCart(app.db, id, {});
    },
  );

  app.put(
    "/cart/discount",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary:
          "Apply a discount code to the cart (issue 31), one per cart: refused with the reason when it cannot be used on the cart now (unknown, not started, ended, used up, minimum not reached, nothing it covers, your own limit). Answers the cart with each line's discount",
        security,
        body: cartDiscountSchema,
        response: { 200: cartSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = callerOf(request);
      await applyCartCode(app.db, id, request.body.code);
      return readCart(app.db, id, {});
    },
  );

  app.delete(
    "/cart/discount",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary: "Remove the cart's discount code; answers the cart",
        security,
        response: { 200: cartSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = callerOf(request);
      await removeCartCode(app.db, id);
      return readCart(app.db, id, {});
    },
  );

  app.post(
    "/cart/merge",
    {
      onRequest: requireUser(app),
      schema: {
        tags,
        summary:
          "Merge a visitor's cart into the account's on sign-in: a part in both keeps the larger quantity, every line kept between its minimum and stock, with a notice when not. Answers the cart",
        security,
        body: cartMergeSchema,
        response: { 200: cartSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = callerOf(request);
      const notices = await mergeLines(app.db, id, request.body.lines);
      return readCart(app.db, id, {}, notices);
    },
  );

  app.post(
    "/cart/quote",
    {
      schema: {
        tags,
        summary:
          "A visitor's cart (kept in the browser) priced as an account's would be: current prices, lines kept between minimum and stock with notices, shipping and tax. Nothing is kept",
        body: cartQuoteSchema,
        response: { 200: cartSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // Prices and stock change; this answer is for this visitor now.
      keepPrivate(reply);
      const { lines, ...q } = request.body;
      return quoteLines(app.db, lines, q);
    },
  );

  app.post(
    "/checkout",
    {
      // The token only: the checkout's read checks its session (decision 0109).
      onRequest: requireToken(app),
      schema: {
        tags,
        summary:
          "Order the whole cart as one order: every line's units held at once for ORDER_HOLD_MINUTES, or none (the refusal names the line in `partId`); one payment for its total; the cart is emptied. `discountCode` (else the cart's code) is used under that code's limits, or the order is refused with the reason",
        security,
        body: checkoutSchema,
        response: { 201: insertResultSchema, ...refusals, 400: lineRefusal, 409: lineRefusal },
      },
    },
    async (request, reply) => {
      const orderId = await checkout(app, claimsOf(request), request.body);
      return reply.code(201).send(insertedAnswer(orderId));
    },
  );
};
