import type { AlertLinkAnswer } from "@shop/contract";
import type { UseMutationResult } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/error-message.ts";

/**
 * The page a mailed link lands on. It acts only when the person presses its button: mail
 * scanners that open every link in a mail then neither confirm an alert nor end one.
 */
export function AlertLink({
  title,
  intro,
  action,
  mutation,
}: {
  title: string;
  intro: string;
  action: string;
  mutation: UseMutationResult<AlertLinkAnswer, Error, string>;
}) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { data, error, isPending } = mutation;
  return (
    <section className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      {data ? (
        <>
          <p role="status" className="font-semibold text-success">
            {data.message}
          </p>
          {data.partId && (
            <Link to={`/parts/${data.partId}`} className="btn btn-outline self-start">
              See the part
            </Link>
          )}
        </>
      ) : !token ? (
        <p role="alert" className="text-error">
          This address has no link token. Please open the link from your mail as it is.
        </p>
      ) : (
        <>
          <p>{intro}</p>
          {error && (
            <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
              {errorMessage(error)}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary self-start"
            disabled={isPending}
            onClick={() => mutation.mutate(token)}
          >
            {action}
          </button>
        </>
      )}
      <Link to="/" className="link">
        Back to the shop
      </Link>
    </section>
  );
}
