import { lazy, Suspense, useEffect, useState } from "react";

/*
 * Toasts, with react-toastify (about 6 kB of the home page's scripts) loaded when the first one
 * is shown, not with every page: most visits show none. react-toastify keeps a toast asked for
 * before its container is there and shows it once the container mounts.
 */
const library = () => import("react-toastify/unstyled");
const Container = lazy(() => library().then((m) => ({ default: m.ToastContainer })));

let wanted = false;
let mountContainer: (() => void) | undefined;

type Kind = "success" | "error" | "info";
const show = (kind: Kind) => (message: string) => {
  wanted = true;
  mountContainer?.();
  void library().then((m) => m.toast[kind](message));
};

export const toast = { success: show("success"), error: show("error"), info: show("info") };

/** Where the toasts appear (in the root layout): nothing at all until the first one. */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountContainer = () => setMounted(true);
    if (wanted) setMounted(true);
    return () => {
      mountContainer = undefined;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Container position="top-center" />
    </Suspense>
  );
}
