import { prepareImages } from "../../scripts/build/images";

/**
 * Tests read the content's images as the build made them: make them first (cached by content,
 * so both sets share one cache). The frozen copy of the content (tests/visual/content) has
 * images of its own, read by the tests that use it.
 */
export default async function setup() {
  await prepareImages();
  await prepareImages("tests/visual/content/images");
}
