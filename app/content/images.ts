import { imageAsset } from "./files/images";
import { site, type SiteConfig } from "./site";
import type { ImageAsset } from "./types";

/**
 * The founder's photo (5 : 6, `site.founder.portrait`), or nothing while there
 * is none: the pages then show a photo slot that says the portrait follows
 * (app/components/ui/portrait.tsx) and the launch check asks for the photo.
 */
const { portrait } = site.founder as SiteConfig["founder"];
export const portraitImage: ImageAsset | undefined = portrait ? imageAsset(portrait) : undefined;
