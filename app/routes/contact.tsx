import { PlaceholderPage } from "~/components/placeholder-page";
import { useT } from "~/i18n/use-root-data";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  return pageMeta(root, {
    title: root?.t.nav.contact ?? "",
    description: root?.t.meta.siteDescription ?? "",
    pathname: location.pathname,
  });
};

export default function Contact() {
  return <PlaceholderPage heading={useT().nav.contact} />;
}
