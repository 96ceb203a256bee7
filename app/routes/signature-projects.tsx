import { PlaceholderPage } from "~/components/placeholder-page";
import { useT } from "~/i18n/use-root-data";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/signature-projects";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  return pageMeta(root, {
    title: root?.t.nav.signatureProjects ?? "",
    description: root?.t.meta.siteDescription ?? "",
    pathname: location.pathname,
  });
};

export default function SignatureProjects() {
  return <PlaceholderPage heading={useT().nav.signatureProjects} />;
}
