import { PAGE_PATHS } from "@shop/contract";
import type { FastifyInstance } from "fastify";

/** The link every order mail carries: the customer's My orders page on this shop. */
export const myOrdersLink = (app: FastifyInstance) => `${app.publicUrl}${PAGE_PATHS.myOrders}`;
