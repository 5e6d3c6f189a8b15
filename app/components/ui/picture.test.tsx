import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import type { ImageAsset } from "#app/content/types";
import { Picture } from "./picture";

/** An image as the image step describes a photo (scripts/build/images.ts). */
const photo: ImageAsset = {
  file: "cases/x/heroImage/src.jpg",
  src: "/assets/img/abc-800.jpg",
  width: 800,
  height: 1200,
  srcSet: "/assets/img/abc-480.jpg 480w, /assets/img/abc-800.jpg 800w",
  sources: [
    { type: "image/avif", srcSet: "/assets/img/abc-480.avif 480w, /assets/img/abc-800.avif 800w" },
    { type: "image/webp", srcSet: "/assets/img/abc-480.webp 480w, /assets/img/abc-800.webp 800w" },
  ],
  placeholder: "data:image/webp;base64,AAAA",
};

const render = (element: React.ReactElement) => parse(renderToStaticMarkup(element));

/** An element's attributes by their HTML names (React writes `srcSet`, HTML is case-blind). */
const attributesOf = (element: ReturnType<typeof parse>) =>
  Object.fromEntries(
    Object.entries(element.attributes).map(([name, value]) => [name.toLowerCase(), value]),
  );

describe("Picture", () => {
  it("writes AVIF and WebP sources before the fallback, with the size reserved and the placeholder behind", () => {
    const html = render(<Picture image={photo} alt="Workshop" sizes="50vw" />);
    const sources = html.querySelectorAll("picture > source");
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]!.getAttribute("srcset")).toBe(photo.sources[0]!.srcSet);
    expect(sources.every((source) => source.getAttribute("sizes") === "50vw")).toBe(true);
    const img = html.querySelector("picture > img")!;
    expect(attributesOf(img)).toMatchObject({
      src: photo.src,
      srcset: photo.srcSet,
      sizes: "50vw",
      alt: "Workshop",
      width: "800",
      height: "1200",
      loading: "lazy",
    });
    expect(img.getAttribute("style")).toContain(`url(${photo.placeholder})`);
  });

  it("loads at once above the fold and serves a drawing as it is", () => {
    const drawing: ImageAsset = {
      file: "poster.svg",
      src: "/assets/img/def.svg",
      width: 1280,
      height: 720,
      sources: [],
    };
    const html = render(<Picture image={drawing} alt="" priority />);
    expect(html.querySelectorAll("source")).toHaveLength(0);
    const img = html.querySelector("img")!;
    expect(attributesOf(img)).toMatchObject({
      loading: "eager",
      fetchpriority: "high",
      width: "1280",
    });
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("style")).toBe(false);
  });
});
