import { NotFound } from "#app/components/sections/not-found";

export const meta = () => [
  { title: "Seite nicht gefunden (404)" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
