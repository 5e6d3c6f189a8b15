/**
 * The owner's identity, from content/settings/site.yaml (its shape and help:
 * app/content/files/settings/site.ts). Everything on the site that names the
 * consultancy, its founder, its legal form or a third-party account reads it
 * from here and nowhere else. The shipped values are fictional (the domain is
 * the reserved `.example` TLD) and carry `sample: true`; `npm run
 * launch-check` lists every such marker and fails until the owner has
 * replaced them.
 */
import { readSettings } from "./files/settings";
import type { SiteConfig } from "./files/settings/site";

export type {
  DataProtectionRole,
  LegalConfig,
  ProviderConfig,
  SiteConfig,
  ThirdCountryTransfer,
} from "./files/settings/site";

export const site: SiteConfig = readSettings("site");

/** The firm's full name, as the owner sets it (`firm.name`), e.g. "Nordlicht Innovations". */
export const companyName = site.firm.name;

/** Path segment of the founder page: `/ueber-{first name in lower case}`. */
export const founderPath = `/ueber-${site.founder.firstName.toLowerCase()}`;

/** The founder page's career section, the one place the career is told (the profile links to it). */
export const founderPathAnchor = "werdegang";
