import { data } from "react-router";
import { NotFound } from "../../components/not-found.tsx";

/** The server answers an unknown address with this page and status 404. */
export const loader = () => data(null, { status: 404 });
export const clientLoader = () => null;

export default function NotFoundPage() {
  return <NotFound />;
}
