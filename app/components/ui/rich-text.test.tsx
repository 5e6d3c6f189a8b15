import { renderToStaticMarkup } from "react-dom/server";
import { RichText } from "./rich-text";

describe("RichText", () => {
  test("renders each paragraph as the plain <p> a list of strings gave, with its class", () => {
    expect(
      renderToStaticMarkup(<RichText text={[["Eins."], ["Zwei."]]} className="text-lg" />),
    ).toBe('<p class="text-lg">Eins.</p><p class="text-lg">Zwei.</p>');
  });

  test("renders bold, italic, line breaks and links as plain elements", () => {
    const markup = renderToStaticMarkup(
      <RichText
        text={[
          [
            { tag: "strong", children: ["fett"] },
            " ",
            { tag: "em", children: ["kursiv"] },
            { tag: "br" },
            { tag: "a", href: "/cases", children: ["Cases"] },
          ],
        ]}
      />,
    );
    expect(markup).toBe(
      '<p><strong>fett</strong> <em>kursiv</em><br/><a href="/cases" class="text-primary underline underline-offset-2">Cases</a></p>',
    );
  });
});
