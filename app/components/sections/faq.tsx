import { Link } from "react-router";
import { DisclosureList } from "#app/components/sections/disclosure-list";
import type { FaqItem } from "#app/content/types";

/**
 * Questions and answers in the site's one accordion (the ruled list of disclosures), one
 * answer open at a time: native `<details name>` keeps it so, with keyboard and without script.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <DisclosureList
      exclusive
      headings={false}
      items={items.map((item) => ({
        title: item.question,
        body: (
          <p>
            {item.answer}
            {item.link && (
              <>
                {" "}
                <Link to={item.link.to} className="text-primary underline underline-offset-2">
                  {item.link.label}
                </Link>
              </>
            )}
          </p>
        ),
      }))}
    />
  );
}
