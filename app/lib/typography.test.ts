import { describe, expect, it } from "vitest";
import { keepTogether } from "./typography";

describe("keepTogether", () => {
  it("binds numbers to their units and section signs to their numbers", () => {
    expect(keepTogether("<p>15 € pro Pflanze, ab 45 € frei; § 25 Abs. 1</p>")).toBe(
      "<p>15\u00a0€ pro Pflanze, ab 45\u00a0€ frei; §\u00a025 Abs.\u00a01</p>",
    );
    expect(keepTogether("<li>in 30 Tagen, 3.500 € und 12 Monate</li>")).toBe(
      "<li>in 30\u00a0Tagen, 3.500\u00a0€ und 12\u00a0Monate</li>",
    );
  });

  it("keeps short-part compounds on one line", () => {
    expect(keepTogether("<a>25-Minuten-Klarheitsgespräch buchen</a>")).toBe(
      '<a><span class="nobr">25-Minuten-Klarheitsgespräch</span> buchen</a>',
    );
    expect(keepTogether("<p>ein Series-A-Start-up</p>")).toBe(
      '<p>ein <span class="nobr">Series-A-Start-up</span></p>',
    );
  });

  it("leaves attributes, scripts, styles and the title alone", () => {
    const html =
      '<title>15 € Series-A-Start-up</title><script>a = "15 €"</script><a title="15 €">x</a>';
    expect(keepTogether(html)).toBe(html);
  });
});
