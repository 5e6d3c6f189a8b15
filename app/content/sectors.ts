/**
 * The industry sectors listed on /cases, in display order, from
 * content/settings/sectors.yaml. A case names its sector by key
 * (content/cases/*.yaml, checked against these keys when the build reads it);
 * the key is also the path of the sector's view (/cases/branche/{key}).
 */
import { readSettings } from "./files/settings";

export const sectors: Readonly<Record<string, string>> = Object.fromEntries(
  readSettings("sectors").sectors.map(({ key, name }) => [key, name]),
);

export type SectorKey = string;
