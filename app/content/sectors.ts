/**
 * The twelve industry sectors listed on /cases, in display order. A case names
 * its sector by key (content/cases/*.yaml); the key is also the path of the
 * sector's view (/cases/branche/{key}).
 */
export const sectors = {
  "raumfahrt-wissenschaft": "Raumfahrt & Wissenschaft",
  "maschinen-anlagenbau": "Maschinen- & Anlagenbau",
  "verpackung-materialien": "Verpackung & Materialien",
  "elektronik-technologie": "Elektronik & Technologie",
  "logistik-schifffahrt": "Logistik & Schifffahrt",
  "energie-batterietechnik": "Energie & Batterietechnik",
  "medizintechnik-gesundheit": "Medizintechnik & Gesundheit",
  "lebensmittel-genuss": "Lebensmittel & Genuss",
  "konsumgueter-e-commerce": "Konsumgüter & E-Commerce",
  "nachhaltigkeit-kreislaufwirtschaft": "Nachhaltigkeit & Kreislaufwirtschaft",
  "beratung-dienstleistungen": "Beratung & Dienstleistungen",
  "start-ups-digitale-geschaeftsmodelle": "Start-ups & digitale Geschäftsmodelle",
} as const;

export type SectorKey = keyof typeof sectors;
