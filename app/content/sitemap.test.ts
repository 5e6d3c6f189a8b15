import routes from "#app/routes";
import { caseFilters } from "./case-filters";
import { cases } from "./cases";
import { serviceSlugs } from "./services";
import { enquiryResultPaths, notFoundPrerenderPath, prerenderPaths, sitePaths } from "./sitemap";

describe("the pages the build renders", () => {
  it("come from the route table: each fixed route once, each slug route once per content entry", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const { path } of routes) {
      if (path && !path.includes(":") && path !== "*") expect(paths).toContain(`/${path}`);
    }
    for (const slug of serviceSlugs) expect(paths).toContain(`/leistungen/${slug}`);
    for (const { slug } of cases) expect(paths).toContain(`/case/${slug}`);
    for (const view of caseFilters) expect(paths).toContain(view.path);
    expect(paths).toContain(notFoundPrerenderPath);
  });

  it("list as site pages neither the narrowed case lists nor the enquiry results", () => {
    const pages = sitePaths();
    for (const view of caseFilters) expect(pages).not.toContain(view.path);
    for (const path of enquiryResultPaths) expect(pages).not.toContain(path);
    expect(pages).toContain("/");
  });
});
