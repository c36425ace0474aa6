/**
 * `load` run on the first call only, its promise shared by every caller: for modules that only
 * some requests need, imported then rather than at start (decision 0100). A load that fails is
 * forgotten, so the next call tries again and its error reaches that request's handler too.
 */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
