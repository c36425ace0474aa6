import { signInOptionsSchema } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Tells the sign-in pages whether 'Continue with Google' can work here, so that a shop without
 * Google keys says so at once instead of sending the browser to an endpoint that is not there.
 */
export const signInOptionsRoutes: FastifyPluginAsyncZod<{ google: boolean }> = async (app, { google }) => {
  app.get(
    "/sign-in-options",
    {
      schema: {
        tags: ["users"],
        summary: "Which ways to sign in this shop offers besides e-mail and password",
        response: { 200: signInOptionsSchema },
      },
    },
    async () => ({ google }),
  );
};
