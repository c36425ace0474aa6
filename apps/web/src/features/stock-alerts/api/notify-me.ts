import type { NotifyRequest } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * Asks to be told when the part is back: signed in, with the access token and no address (the
 * alert waits at once); a visitor with the address to confirm.
 */
export const notifyMe = (partId: string, email?: string) =>
  apiRequest(`/parts/${encodeURIComponent(partId)}/notify`, {
    method: "POST",
    body: (email === undefined ? {} : { email }) satisfies NotifyRequest,
    answer: "stockAlert",
    auth: email === undefined,
  });

export const useNotifyMe = (partId: string) => useMutation({ mutationFn: (email?: string) => notifyMe(partId, email) });
