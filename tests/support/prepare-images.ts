import { prepareImages } from "../../scripts/build/images";

/** Tests read the content's images as the build made them: make them first (cached). */
export default async function setup() {
  await prepareImages();
}
