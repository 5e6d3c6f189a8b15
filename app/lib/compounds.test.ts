import { describe, expect, it } from "vitest";
import { keepCompoundsTogether } from "./compounds";

describe("keepCompoundsTogether", () => {
  it("keeps compounds that start with a number or a single letter on one line", () => {
    expect(keepCompoundsTogether("<a>25-Minuten-Klarheitsgespräch buchen</a>")).toBe(
      '<a><span class="nobr">25-Minuten-Klarheitsgespräch</span> buchen</a>',
    );
    expect(keepCompoundsTogether("<p>ein Series-A-Start-up</p>")).toBe(
      '<p>ein <span class="nobr">Series-A-Start-up</span></p>',
    );
  });

  it("leaves ordinary compounds, attributes, scripts, styles and the title alone", () => {
    const html =
      '<title>Series-A-Start-up</title><script>a = "25-Minuten"</script><a title="30-Tage-Programm">Marken-Strategie</a>';
    expect(keepCompoundsTogether(html)).toBe(html);
  });
});
