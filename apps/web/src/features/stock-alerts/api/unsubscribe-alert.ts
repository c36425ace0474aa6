import type { AlertLinkRequest } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** The unsubscribe link's token: the alert ends, without signing in. */
export const unsubscribeAlert = (token: string) =>
  apiRequest("/stock-alerts/unsubscribe", {
    method: "POST",
    body: { token } satisfies AlertLinkRequest,
    answer: "stockAlertLink",
  });

export const useUnsubscribeAlert = () => useMutation({ mutationFn: unsubscribeAlert });
