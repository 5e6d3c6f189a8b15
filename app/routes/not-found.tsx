import { NotFound } from "#app/components/sections/not-found";
import { readPage } from "#app/content/files/collections";

const notFound = readPage("not-found");

export const meta = () => [
  { title: notFound.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
