import { NotFound } from "#app/components/sections/not-found";
import { notFound } from "#app/content/not-found";

export const meta = () => [
  { title: notFound.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
