import { data } from "react-router";

/** Any unknown address: a real 404, rendered by the root error boundary in the address's language. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
